import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '#gql';
import { DetailFrame, DetailFrameSkeleton, DetailSection } from '#shared/catalog/DetailFrame.tsx';
import {
  InstitutionContacts,
  InstitutionSummaryFields,
  InstitutionTypeBadge,
} from '#shared/catalog/InstitutionSummary.tsx';
import { DetailError, DetailUnavailable } from '#shared/ui/DetailStates.tsx';
import { Paragraphs } from '#shared/ui/Paragraphs.tsx';
import { isNumericId } from '#shared/validation/url-numbers.ts';
import { InstitutionProducts } from '../components/InstitutionProducts';
import { InstitutionResponseTimes } from '../components/InstitutionResponseTimes';

const InstitutionDetailQuery = graphql(`
  query InstitutionDetail($id: ID!) {
    institution(id: $id) {
      id
      ...InstitutionSummary
      introduction
      ifNormal
    }
    products(filter: { institutionId: $id }, page: { pageNum: 1, pageSize: 50 }) {
      records {
        id
        ...ProductSummary
      }
    }
  }
`);

export const INSTITUTION_DISABLED = '该机构已停用';
export const INSTITUTION_UNKNOWN = '未找到该机构';

/** Institution detail (spec §2 /financialInstitution/{id}); a disabled one shows 该机构已停用 (spec §8). */
export function InstitutionDetailPage() {
  const { id } = useParams();
  const validId = isNumericId(id);
  const { data, error, refetch } = useQuery(InstitutionDetailQuery, { variables: { id: id ?? '' }, skip: !validId });

  if (!validId) return <InstitutionUnavailable message={INSTITUTION_UNKNOWN} />;
  if (error) return <DetailError error={error} onRetry={() => void refetch()} />;
  if (!data) return <DetailFrameSkeleton />;
  const { institution } = data;
  if (!institution) return <InstitutionUnavailable message={INSTITUTION_UNKNOWN} />;
  if (!institution.ifNormal) return <InstitutionUnavailable message={INSTITUTION_DISABLED} />;
  const card = getFragmentData(InstitutionSummaryFields, institution);

  return (
    <DetailFrame
      parent={{ to: '/financialInstitution', label: '金融机构' }}
      logo={card.logo}
      name={card.name}
      badge={<InstitutionTypeBadge institution={card} />}
      meta={
        <Stack gap="1" fontSize={{ base: 'sm', md: 'md' }}>
          <InstitutionContacts institution={card} />
        </Stack>
      }
    >
      <DetailSection title="机构简介">
        <Paragraphs text={institution.introduction} />
      </DetailSection>
      <DetailSection title="响应时效">
        <InstitutionResponseTimes institutionId={institution.id} />
      </DetailSection>
      <DetailSection title="在售产品">
        <InstitutionProducts products={data.products.records} />
      </DetailSection>
    </DetailFrame>
  );
}

function InstitutionUnavailable({ message }: { message: string }) {
  return <DetailUnavailable message={message} back={{ to: '/financialInstitution', label: '返回机构列表' }} />;
}

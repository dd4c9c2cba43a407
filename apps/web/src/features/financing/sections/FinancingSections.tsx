import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ListKind } from '../applications/ApplicationCard';
import { ApplicationList } from '../applications/ApplicationList';
import { ProgressView } from '../progress/ProgressView';

const TITLES: Record<ListKind, string> = { applications: '我的融资申请', needs: '我的融资需求' };

/** A personal-centre section: the list, or with query id the progress view in the same route (spec §2). */
function FinancingSection({ kind }: { kind: ListKind }) {
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const id = query.get('id');
  const open = (next: string) => setQuery({ id: next });
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {TITLES[kind]}
      </Heading>
      {id && /^[\w-]{1,64}$/.test(id) ? (
        <ProgressView id={id} backTo={() => navigate({ search: '' })} />
      ) : (
        <ApplicationList kind={kind} onOpen={open} />
      )}
    </Stack>
  );
}

/** /account/2 我的融资申请. */
export function MyApplicationsSection() {
  return <FinancingSection kind="applications" />;
}

/** /account/3 我的融资需求. */
export function MyNeedsSection() {
  return <FinancingSection kind="needs" />;
}

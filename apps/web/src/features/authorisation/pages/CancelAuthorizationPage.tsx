import { useQuery } from '@apollo/client/react';
import { Alert, Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { DataAuthorisationQuery, DataAuthorisationStateFields } from '../authorisation-operations';
import { AuthorisationClauses } from '../components/AuthorisationClauses';
import { AuthorisationLedger } from '../components/AuthorisationLedger';
import { AuthorisationStatus } from '../components/AuthorisationStatus';
import { CertificationAlert } from '../components/CertificationAlert';
import { type Refusal, RevocationForm } from '../components/RevocationForm';
import { REVOCATION_TEXTS, standingOf } from '../revocation-rules';

/**
 * /cancelAuthorization (spec §1, §2): the authorisation clauses in short, the company's authorisation in force, the
 * legal-representative rule and, for the legal representative with something in force, the revocation. A refused
 * revocation is shown beside its button and the state read again; when that state takes the form away (-5005, -1404)
 * the refusal is explained at the top instead, so the page shows what is true now.
 */
export function CancelAuthorizationPage() {
  const { data, error, refetch } = useQuery(DataAuthorisationQuery, { fetchPolicy: 'network-only' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A revocation adds a ledger line: the ledger is read again (remounted) after one.
  const [revocations, setRevocations] = useState(0);
  const state = getFragmentData(DataAuthorisationStateFields, data?.dataAuthorisation);
  const standing = state ? standingOf(state) : null;
  return (
    <PageCard maxW="3xl">
      <Heading as="h1" size="xl">
        撤销数据授权
      </Heading>
      <AuthorisationClauses />
      <Separator />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !state ? null : (
        <Stack gap="6" data-testid={`authorisation-${standing}`}>
          {refusal && standing !== 'in-force' && (
            <Alert.Root recipe={alertSlotRecipe} status="error" borderRadius="md" data-testid="revocation-refused">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{refusal.message}</Alert.Title>
              </Alert.Content>
              {refusal.certify && (
                <Button asChild size="sm" colorPalette="brand" variant="outline">
                  <RouterLink to="/verified">前往实名认证</RouterLink>
                </Button>
              )}
            </Alert.Root>
          )}
          <AuthorisationStatus state={state} />
          {standing === 'no-company' && (
            <Stack gap="3" align="start">
              <Text color="gray.600">您的账号尚未添加企业，没有可撤销的数据授权。</Text>
              <Button asChild colorPalette="brand">
                <RouterLink to="/addVerifiedPC">添加企业</RouterLink>
              </Button>
            </Stack>
          )}
          {standing === 'not-legal-representative' && (
            <CertificationAlert testId="not-legal-representative">
              <Alert.Content>
                <Alert.Title>{REVOCATION_TEXTS.legalRepresentativeOnly}</Alert.Title>
                <Alert.Description>
                  当前账号不能办理撤销。请由法定代表人完成企业实名认证和人脸识别后再办理。
                </Alert.Description>
              </Alert.Content>
            </CertificationAlert>
          )}
          {standing === 'in-force' && (
            <Stack gap="4">
              <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>
                  撤销须由法定代表人在线办理，并上传加盖企业公章的终止授权书。企业的融资申请或需求已提交、已被机构认领或正在办理时，不能撤销。
                </Alert.Description>
              </Alert.Root>
              <RevocationForm
                onRefused={(reason) => {
                  setRefusal(reason);
                  void refetch();
                }}
                onRevoked={() => {
                  setRefusal(null);
                  setRevocations((count) => count + 1);
                }}
              />
            </Stack>
          )}
        </Stack>
      )}
      {state?.ifCertification && (
        <>
          <Separator />
          <AuthorisationLedger key={revocations} />
        </>
      )}
    </PageCard>
  );
}

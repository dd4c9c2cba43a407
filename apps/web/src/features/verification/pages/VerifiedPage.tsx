import { useQuery } from '@apollo/client/react';
import { Alert, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { CompanySummary } from '../components/CompanySummary';
import { FaceResultPanel } from '../components/FaceResultPanel';
import { LegalPersonForm } from '../components/LegalPersonForm';
import { AlreadyCertified, NoCompany } from '../components/VerificationNotices';
import { VerificationQuery } from '../verification-operations';

const isMessageState = (state: unknown): state is { message: string } =>
  typeof state === 'object' && state !== null && typeof (state as { message?: unknown }).message === 'string';

/**
 * /verified (spec §2, query add=true allowed): the session's current company, the legal representative's name and
 * ID number, the face consent, then the provider's page; back from it (via the face key) with `certToken`, the
 * result. The message that led here (注册成功，请进行实名认证, a guard's reason) is shown on top.
 */
export function VerifiedPage() {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const certToken = params.get('certToken');
  const returnPath = params.get('add') === 'true' ? '/verified?add=true' : '/verified';
  const message = isMessageState(state) ? state.message : null;
  return (
    <PageCard maxW="3xl">
      <Heading as="h1" size="xl">
        企业实名认证
      </Heading>
      {message && (
        <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md" data-testid="verified-message">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
      {certToken ? (
        <FaceResultPanel certToken={certToken} onRetry={() => navigate(returnPath, { replace: true })} />
      ) : (
        <Certification returnPath={returnPath} />
      )}
      <AccountSecurityLinks />
    </PageCard>
  );
}

function Certification({ returnPath }: { returnPath: string }) {
  const { data, error, refetch } = useQuery(VerificationQuery, { fetchPolicy: 'network-only' });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const verification = data.verification;
  if (!verification.hasCompany) return <NoCompany />;
  return (
    <Stack gap="6">
      <CompanySummary verification={verification} />
      {verification.hasCheckedFace ? (
        <AlreadyCertified />
      ) : (
        <Stack gap="4">
          {!verification.faceServiceConfigured && (
            <Alert.Root recipe={alertSlotRecipe} status="warning" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>人脸识别服务未配置，请联系平台运营方</Alert.Title>
            </Alert.Root>
          )}
          {verification.faceSimulated && (
            <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md" data-testid="face-simulated-note">
              <Alert.Indicator />
              <Alert.Title>开发环境：人脸识别由模拟页面完成，不进行真实识别。</Alert.Title>
            </Alert.Root>
          )}
          <LegalPersonForm returnPath={returnPath} disabled={!verification.faceServiceConfigured} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The personal centre waits for the face check (spec §4), its account-security sections do not
 * (docs/decisions/0015-real-name-certification-and-the-face-check.md): they are reachable from here.
 */
function AccountSecurityLinks() {
  return (
    <HStack gap="3" fontSize="sm" color="gray.600" separator={<Separator orientation="vertical" h="3" />}>
      <Text>账号安全</Text>
      <Link asChild color="brand.600">
        <RouterLink to="/account/7">修改密码</RouterLink>
      </Link>
      <Link asChild color="brand.600">
        <RouterLink to="/account/8">更换手机号</RouterLink>
      </Link>
    </HStack>
  );
}

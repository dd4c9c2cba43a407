import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PageTitle } from '#shared/ui/PageTitle.tsx';
import { CompanyChoice, type CompanyOption } from '../company/CompanyChoice';
import { MyCompaniesQuery, SwitchCompanyMutation } from '../company/company-operations';
import { companyBeingEntered } from '../login/login-machine';
import { useLogin } from '../login/useLogin';
import { type PendingLogin, readPendingLogin } from '../storage/pending-login';

/**
 * /changeCompany: during a login with several companies (spec §4 step 5) pick the one to log into; when logged in,
 * switch to another of the account's companies.
 */
export function ChangeCompanyPage() {
  const { user } = useCurrentUser();
  // Decided once: the page keeps its mode while the login it finishes updates the current user.
  const [pending] = useState(() => (user ? null : readPendingLogin()));
  return (
    <PageCard maxW="3xl">
      <PageTitle
        title={pending ? '选择企业' : '切换企业'}
        lead={pending ? '您的账号关联了多家企业，请选择本次登录的企业。' : '请选择要切换到的企业。'}
      />
      {pending ? <PickForLogin pending={pending} /> : <SwitchCompany />}
    </PageCard>
  );
}

function PickForLogin({ pending }: { pending: PendingLogin }) {
  const { state, enterCompany } = useLogin('page');

  function pick(company: CompanyOption) {
    const chosen = pending.companies.find((candidate) => candidate.id === company.id);
    if (chosen) void enterCompany(chosen.id, pending.changedProtocols, pending.viaPassword);
  }

  return <CompanyChoice companies={pending.companies} busyId={companyBeingEntered(state)} onPick={pick} />;
}

function SwitchCompany() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MyCompaniesQuery, { fetchPolicy: 'network-only' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const { submit: switchCompany } = useFormMutation(SwitchCompanyMutation, {
    successText: '切换企业成功',
    failureText: '切换企业失败，请稍后再试',
    onCompleted: () => navigate('/'),
  });

  async function pick(company: CompanyOption) {
    setBusyId(company.id);
    await switchCompany({ companyId: company.id });
    setBusyId(null);
  }

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading || !data) return null;
  if (data.myCompanies.length === 0) {
    return (
      <Stack gap="4" align="start">
        <Text color="gray.600">您的账号尚未添加企业。</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/addVerifiedPC">添加企业</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <CompanyChoice companies={data.myCompanies} busyId={busyId} onPick={(company) => void pick(company)} />;
}

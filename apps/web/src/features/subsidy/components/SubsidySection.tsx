import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { type FragmentType, getFragmentData } from '#gql';
import { loanStatus } from '#shared/financing/loan-status.ts';
import { wanText } from '#shared/format/amount.ts';
import { beijingDateTime } from '#shared/format/time.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { MySubsidyClaimsQuery, SubsidyClaimRowFields } from '../subsidy-operations';
import { kindName, lentLoans, SUBSIDY_STATUS_PALETTES } from '../subsidy-rules';
import { SubsidyClaimDetail } from './SubsidyClaimDetail';
import { SubsidyClaimForm } from './SubsidyClaimForm';

type Opened = { claim: string } | { loan: string } | null;

/** 贴息申请 (personal centre, issue 22 §3): the company's claims, and 申请贴息 on each lent loan. */
export function SubsidySection({ user }: { user: { ifCertification: boolean } }) {
  return (
    <Stack gap="5" data-testid="subsidy-section">
      <Heading as="h2" size="lg">
        贴息申请
      </Heading>
      {user.ifCertification ? (
        <SubsidyClaims />
      ) : (
        <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>完成企业认证后，可为已放款的贷款申请贴息或风险补偿</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function SubsidyClaims() {
  const [opened, setOpened] = useState<Opened>(null);
  const list = useQuery(MySubsidyClaimsQuery, { fetchPolicy: 'cache-and-network' });
  const reload = () => void list.refetch();
  if (opened && 'claim' in opened) {
    return <SubsidyClaimDetail id={opened.claim} onBack={() => setOpened(null)} onChanged={reload} />;
  }
  if (opened && 'loan' in opened) {
    return (
      <SubsidyClaimForm
        applicationId={opened.loan}
        onCancel={() => setOpened(null)}
        onFiled={() => {
          reload();
          setOpened(null);
        }}
      />
    );
  }
  if (list.error) return <ErrorState error={list.error} onRetry={reload} />;
  if (!list.data) return <Skeleton h="240px" borderRadius="lg" />;
  const loans = lentLoans(list.data.myApplications.records, (application) => loanStatus(application.status).code);
  const claims = list.data.mySubsidyClaims.records;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h3" size="md">
          已放款贷款
        </Heading>
        {loans.length === 0 ? (
          <Text color="gray.600">暂无已放款的贷款；贷款放款后可在此申请贴息</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {loans.map((loan) => (
              <HStack
                as="li"
                key={loan.id}
                justify="space-between"
                wrap="wrap"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                data-testid="subsidy-lent-loan"
                data-application-id={loan.id}
              >
                <Text>
                  {loan.productName ?? '融资需求'}（申请编号 {loan.id}）
                </Text>
                <Button size="sm" colorPalette="brand" onClick={() => setOpened({ loan: loan.id })}>
                  申请贴息
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          我的补贴申请
        </Heading>
        {claims.length === 0 ? (
          <NoData />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {claims.map((row) => (
              <ClaimCard key={row.id} row={row} onOpen={(id) => setOpened({ claim: id })} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function ClaimCard({
  row: rowRef,
  onOpen,
}: {
  row: FragmentType<typeof SubsidyClaimRowFields>;
  onOpen: (id: string) => void;
}) {
  const row = getFragmentData(SubsidyClaimRowFields, rowRef);
  return (
    <Stack
      as="li"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="subsidy-claim-row"
      data-claim-id={row.id}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Text fontWeight="semibold">
          {row.programmeName}（{kindName(row.kind)}）
        </Text>
        <Badge colorPalette={SUBSIDY_STATUS_PALETTES[row.status] ?? 'gray'} flexShrink={0}>
          {row.statusName}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        贷款申请编号 {row.applicationId} · 申请金额 {wanText(row.claimAmount)}
        {row.approvedAmount != null ? ` · 核定金额 ${wanText(row.approvedAmount)}` : ''}
      </Text>
      <Text fontSize="sm" color="gray.600">
        提交于 {beijingDateTime(row.createdAt)} · 更新于 {beijingDateTime(row.updatedAt)}
      </Text>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onOpen(row.id)}>
        查看详情
      </Button>
    </Stack>
  );
}

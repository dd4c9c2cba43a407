import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { SUBSIDY_LIMITS } from '@sme/contract/routes/subsidy-claims';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getFragmentData } from '#gql';
import type { GovSubsidyClaimFieldsFragment } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { formatAmount, formatTime } from '#shared/format/format.ts';
import { FormField } from '#shared/forms/FormField.tsx';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { Panel } from '#shared/ui/Panel.tsx';
import { notifySuccess } from '#shared/ui/toaster.tsx';
import { SubsidyEvidence } from './SubsidyEvidence';
import {
  ApproveSubsidyClaimMutation,
  GovSubsidyClaimFields,
  GovSubsidyClaimQuery,
  ReturnSubsidyClaimMutation,
} from './subsidy-operations';
import { eventName, kindName, mayReview, returnReasonProblem, STATUS_PALETTES } from './subsidy-review-rules';

/** One claim for review: company, loan figures, evidence, history; 通过 or 退回 with a reason. */
export function SubsidyClaimReviewPage() {
  const { id = '' } = useParams();
  const staff = useLayoutStaff();
  const { data, error } = useQuery(GovSubsidyClaimQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const claim = getFragmentData(GovSubsidyClaimFields, data?.govSubsidyClaim);
  return (
    <Stack gap="4">
      <Link asChild color="brand.600" alignSelf="flex-start">
        <RouterLink to="/subsidy">返回贴息审核</RouterLink>
      </Link>
      {error && !claim ? <PageFailure error={error} /> : null}
      {!error && !claim ? <PageLoading /> : null}
      {claim ? (
        <>
          <ClaimSummary claim={claim} />
          <SubsidyEvidence claimId={claim.id} files={claim.files} />
          <ClaimHistory claim={claim} />
          {mayReview(staff.role, claim.status) ? <ReviewActions claimId={claim.id} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

function ClaimSummary({ claim }: { claim: GovSubsidyClaimFieldsFragment }) {
  const { loan } = claim;
  const rows: [string, string][] = [
    ['企业名称', claim.companyName],
    ['补贴项目', `${claim.programmeName}（${kindName(claim.kind)}）`],
    ['申请金额', formatAmount(claim.claimAmount)],
    ['核定金额', claim.approvedAmount == null ? '—' : formatAmount(claim.approvedAmount)],
    ['贷款产品', loan.productName ?? '—'],
    ['放款机构', loan.institutionName ?? '—'],
    ['贷款申请编号', loan.applicationId],
    ['放款金额', formatAmount(loan.loanAmount)],
    ['年利率', `${loan.interestRate}%`],
    ['贷款期限', `${loan.loanPeriod}个月`],
    ['放款日期', loan.lendingDate],
    ['提交时间', formatTime(claim.createdAt)],
  ];
  return (
    <Box as="section" bg="white" borderRadius="lg" p="6" boxShadow="sm" data-testid="subsidy-claim-summary">
      <HStack justify="space-between" mb="3">
        <Heading as="h1" size="md">
          补贴申请详情
        </Heading>
        <Badge colorPalette={STATUS_PALETTES[claim.status] ?? 'gray'} data-testid="subsidy-claim-status">
          {claim.statusName}
        </Badge>
      </HStack>
      {claim.returnReason ? (
        <Text mb="3" color="red.700" data-testid="subsidy-return-reason">
          退回原因：{claim.returnReason}
        </Text>
      ) : null}
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
        {rows.map(([label, value]) => (
          <HStack key={label} gap="2" align="baseline">
            <Text as="dt" color="gray.600" minW="7em">
              {label}
            </Text>
            <Text as="dd" wordBreak="break-all">
              {value}
            </Text>
          </HStack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function ClaimHistory({ claim }: { claim: GovSubsidyClaimFieldsFragment }) {
  return (
    <Panel title="办理记录" testId="subsidy-claim-events" as="section">
      <Stack as="ol" gap="2" listStyleType="none">
        {claim.events.map((event) => (
          <Box as="li" key={`${event.action}-${event.time}`} fontSize="sm">
            <Text>
              {formatTime(event.time)} {eventName(event.action)} · {event.actorName}
            </Text>
            {event.remark ? <Text color="gray.600">{event.remark}</Text> : null}
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}

function ReviewActions({ claimId }: { claimId: string }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = { context: QUIET_ERRORS, refetchQueries: ['GovSubsidyClaims'] };
  const [approve, approving] = useMutation(ApproveSubsidyClaimMutation, options);
  const [giveBack, returning] = useMutation(ReturnSubsidyClaimMutation, options);
  const busy = approving.loading || returning.loading;

  async function run(action: () => Promise<unknown>, success: string) {
    setFailure(null);
    try {
      await action();
      notifySuccess(success);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  function sendBack(event: FormEvent) {
    event.preventDefault();
    const found = returnReasonProblem(reason);
    setProblem(found);
    if (found) return;
    void run(() => giveBack({ variables: { id: claimId, reason: reason.trim() } }), '已退回企业');
  }

  return (
    <Panel title="审核" testId="subsidy-review-actions" as="section">
      <Stack gap="4">
        <FormFailure failure={failure} />
        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          loading={approving.loading}
          disabled={busy}
          onClick={() => void run(() => approve({ variables: { id: claimId } }), '已审核通过')}
        >
          通过
        </Button>
        <Stack as="form" gap="3" onSubmit={sendBack} aria-label="退回补贴申请">
          <FormField label="退回原因" error={problem} required>
            <Textarea
              value={reason}
              rows={3}
              maxLength={SUBSIDY_LIMITS.reasonMax + 20}
              placeholder={`请说明退回原因（最多${SUBSIDY_LIMITS.reasonMax}个字）`}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            loading={returning.loading}
            disabled={busy}
          >
            退回
          </Button>
        </Stack>
      </Stack>
    </Panel>
  );
}

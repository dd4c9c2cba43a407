import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack } from '@chakra-ui/react';
import { useLiveRefetch } from '@sme/ui/live';
import { Link as RouterLink } from 'react-router-dom';
import type { LoanApplicationQuery } from '#gql/graphql.ts';
import { LongPressCopy } from '#shared/clipboard/LongPressCopy.tsx';
import { loanStatus } from '#shared/financing/loan-status.ts';
import { LIVE_APPLICATION } from '#shared/live/live-subscriptions.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { StatusBadge } from '../applications/StatusBadge';
// Issue 22, slice offers.
import { NeedOffersBlock } from '../offers/NeedOffersBlock';
import { ApplyEntry } from './ApplyEntry';
import {
  dateText,
  dateTimeText,
  firstLoanText,
  labelsText,
  NO_REMARK,
  NONE,
  orNone,
  rateText,
  showsExpiryRow,
  wanText,
} from './display-rules';
import { EventTimeline } from './EventTimeline';
import { InfoBlock, type InfoRow } from './InfoBlock';
import { MaterialsBlock } from './MaterialsBlock';
import { LoanApplicationQuery as LoanApplicationDocument } from './progress-operations';
import { ReferralBlock } from './ReferralBlock';
import { isReferrable } from './referral-rules';
import { StepBar } from './StepBar';
import { SupplementBlock } from './SupplementBlock';
import { LoanSupplementsQuery } from './supplement-operations';
import { ApplicationThread } from './thread/ApplicationThread';
import { ApplicationThreadQuery } from './thread/thread-operations';
import { WithdrawButton } from './WithdrawButton';

type LoanApplicationAnswer = LoanApplicationQuery['loanApplication'];
type Application = Omit<LoanApplicationAnswer, 'status'> & { status: ReturnType<typeof loanStatus> };

const amountOrNone = (amount: number | null | undefined) => (amount == null ? NONE : wanText(amount));

function contactRows(application: Application): InfoRow[] {
  const { manager } = application;
  return [
    { label: '客户经理', value: manager?.name ?? NONE },
    { label: '联系方式', value: manager ? <LongPressCopy text={manager.mobile} /> : NONE },
  ];
}

function failureRows(application: Application): InfoRow[] {
  if (!application.status.failure) return [];
  return [
    { label: '失败原因', value: application.failureType?.label ?? NONE, error: true },
    { label: '失败说明', value: orNone(application.failureReason), error: true },
  ];
}

const statusRow = (application: Application): InfoRow => ({
  label: '申请状态',
  value: application.status.label,
  error: application.status.errorStyle,
});

/** The three blocks of an application for a product (spec §2 progress view). */
function ApplicationBlocks({ application }: { application: Application }) {
  const productRows: InfoRow[] = [
    {
      label: '产品名称',
      value: application.productId ? (
        <Link asChild color="brand.600">
          <RouterLink to={`/product/${application.productId}`}>{application.productName}</RouterLink>
        </Link>
      ) : (
        orNone(application.productName)
      ),
    },
    { label: '金融机构', value: orNone(application.orgName) },
    { label: '担保方式', value: labelsText(application.guaranteeMethods) },
    { label: '还款方式', value: application.repayMethod?.label ?? NONE },
  ];
  const applicationRows: InfoRow[] = [
    { label: '申请金额', value: wanText(application.applyAmount) },
    { label: '申请日期', value: dateText(application.createTime) },
    { label: '是否首贷', value: firstLoanText(application.isFirstLoan) },
    { label: '借款期限', value: `${application.loanPeriod}个月` },
    statusRow(application),
    { label: '办公地址', value: orNone(application.officeAddress) },
    {
      label: '申请入口',
      value: <ApplyEntry productId={application.productId ?? null} entry={application.applyEntry ?? null} />,
    },
  ];
  const serviceRows: InfoRow[] = [
    ...contactRows(application),
    { label: '受理备注', value: application.acceptRemark?.trim() ? application.acceptRemark : NO_REMARK },
    { label: '授信金额', value: amountOrNone(application.creditAmount) },
    { label: '授信日期', value: dateText(application.creditTime) },
    { label: '授信备注', value: orNone(application.creditRemark) },
    { label: '放款金额', value: amountOrNone(application.loanAmount) },
    { label: '放款日期', value: dateText(application.lendingTime) },
    { label: '放款备注', value: orNone(application.loanRemark) },
    ...failureRows(application),
  ];
  return (
    <>
      <InfoBlock title="产品信息" rows={productRows} testId="product-block" />
      <InfoBlock title="申请信息" rows={applicationRows} testId="application-block" />
      <MaterialsBlock materials={application.materials} />
      <InfoBlock title="服务信息" rows={serviceRows} testId="service-block" />
    </>
  );
}

/** The published-need variant (spec §2), with the expiry row only for statuses 1, 2, 3, 4, 5, 10 (spec §4). */
function NeedBlock({ application }: { application: Application }) {
  const rows: InfoRow[] = [
    {
      label: '金融机构',
      value: application.orgId ? (
        <Link asChild color="brand.600">
          <RouterLink to={`/financialInstitution/${application.orgId}`}>{application.orgName ?? NONE}</RouterLink>
        </Link>
      ) : (
        orNone(application.orgName)
      ),
    },
    { label: '申请企业', value: application.entName },
    { label: '融资金额', value: wanText(application.applyAmount) },
    { label: '授信金额', value: amountOrNone(application.creditAmount) },
    { label: '放款金额', value: amountOrNone(application.loanAmount) },
    { label: '融资期限', value: `${application.loanPeriod}个月` },
    { label: '担保方式', value: labelsText(application.guaranteeMethods) },
    { label: '贷款用途', value: application.loanFor?.label ?? NONE },
    { label: '最高可接受利率', value: rateText(application.interestRate) },
    { label: '备注', value: orNone(application.remark) },
    ...(showsExpiryRow(application.status.code)
      ? [{ label: '需求有效期', value: orNone(application.expiryDate) }]
      : []),
    statusRow(application),
    ...failureRows(application),
    ...contactRows(application),
    { label: '更新时间', value: dateTimeText(application.updateTime) },
  ];
  return <InfoBlock title="需求信息" rows={rows} testId="need-block" />;
}

/** The progress view of one application or need (spec §2, §4), reached at /account/{2|3}?id=…. */
export function ProgressView({ id, backTo }: { id: string; backTo: () => void }) {
  const { data, error, refetch } = useQuery(LoanApplicationDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const live = [LoanApplicationDocument, LoanSupplementsQuery, ApplicationThreadQuery];
  useLiveRefetch({ subscription: LIVE_APPLICATION, variables: { id }, refetch: live });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton h="480px" borderRadius="lg" />;
  const application: Application = { ...data.loanApplication, status: loanStatus(data.loanApplication.status) };
  const isNeed = application.source === 2;
  return (
    <Stack gap="5" data-testid="progress-view" data-status={application.status.code}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="3">
          <Heading as="h2" size="md">
            {isNeed ? '融资需求进度' : '融资申请进度'}
          </Heading>
          <StatusBadge status={application.status} />
        </HStack>
        <HStack gap="3">
          {application.useCreditUrl && (
            <Button
              colorPalette="brand"
              onClick={() => window.open(application.useCreditUrl ?? '', '_blank', 'noopener,noreferrer')}
            >
              立即用信
            </Button>
          )}
          {application.canWithdraw && <WithdrawButton id={application.id} />}
          <Button variant="outline" onClick={backTo}>
            返回列表
          </Button>
        </HStack>
      </Flex>
      <Box borderWidth="1px" borderRadius="lg" p="5" bg="white" overflowX="auto">
        <StepBar
          source={application.source}
          step={application.status.step}
          errorStyle={application.status.errorStyle}
        />
      </Box>
      {isNeed ? <NeedBlock application={application} /> : <ApplicationBlocks application={application} />}
      {isNeed && <NeedOffersBlock needId={application.id} />}
      {isReferrable(application.status.code) && <ReferralBlock applicationId={application.id} />}
      <SupplementBlock applicationId={application.id} />
      <EventTimeline events={application.events} />
      <ApplicationThread applicationId={application.id} orgId={application.orgId ?? null} />
    </Stack>
  );
}

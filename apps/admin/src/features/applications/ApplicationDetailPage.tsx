import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { sourceName } from '@sme/contract/loan-status';
import { DefinitionList } from '@sme/ui/definition-list';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { formatAmount, formatTime } from '#shared/format/format.ts';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';
import { PageFailure, PageLoading } from '#shared/ui/PageState.tsx';
import { Panel } from '#shared/ui/Panel.tsx';
import { allowedActions, type TransitionAction } from './allowed-actions';
import { OrgApplicationQuery } from './application-operations';
import { HandlerPanel } from './desk-assign/HandlerPanel';
import { NotesPanel } from './desk-assign/NotesPanel';
import { DeskPanel } from './desk-deskview/DeskPanel';
import { DeskProfile } from './desk-profile/DeskProfile';
import { SupplementPanel } from './desk-supplement/SupplementPanel';
import { ApplicationThreadPanel } from './desk-threads/ApplicationThreadPanel';
import { TransitionForm } from './TransitionForm';
import { timelineStepTitle } from './timeline-steps';

const ACTORS: Record<string, string> = { enterprise: '企业', operator: '平台', institution: '机构' };

const labels = (items: { label: string }[]): string => items.map((item) => item.label).join('、') || '无';

/** 申请详情: the enterprise's application, its timeline and the actions its status allows. */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const staff = useLayoutStaff();
  const [action, setAction] = useState<TransitionAction | null>(null);
  const { data, error, refetch } = useQuery(OrgApplicationQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });

  if (error && !data) return <PageFailure error={error} />;
  // Only the first load replaces the page: a read again (after a move, a note, a 补件) keeps what staff are doing.
  if (!data) return <PageLoading />;
  const { application: app, events, managers, overdue, restriction } = data.orgApplication;
  const actions = allowedActions(staff.role, app.status.code, app.source, restriction !== null);
  const rows: [string, string][] = [
    ['企业名称', app.entName ?? '不显示'],
    ['申请类型', sourceName(app.source)],
    ['产品名称', app.productName ?? '—'],
    ['产品类型', app.productType?.label ?? '—'],
    ['金融机构', app.orgName ?? '—'],
    ['客户经理', app.manager ? `${app.manager.name}（${app.manager.mobile}）` : '未指定'],
    ['申请金额', formatAmount(app.applyAmount)],
    ['贷款期限', `${app.loanPeriod}个月`],
    ['担保方式', labels(app.guaranteeMethods)],
    ['还款方式', app.repayMethod?.label ?? '无'],
    ['贷款用途', app.loanFor?.label ?? '无'],
    ['年利率', app.interestRate === null ? '无' : `${app.interestRate}%`],
    ['提交时间', formatTime(app.createTime)],
    ['受理备注', app.acceptRemark ?? '无'],
    ['授信金额', formatAmount(app.creditAmount)],
    ['授信时间', formatTime(app.creditTime)],
    ['放款金额', formatAmount(app.loanAmount)],
    ['放款时间', formatTime(app.lendingTime)],
  ];
  if (app.failureType) rows.push(['失败原因', `${app.failureType.label}：${app.failureReason ?? ''}`]);
  if (app.expiryDate) rows.push(['需求有效期', app.expiryDate]);

  return (
    <Stack gap="4">
      <Link asChild color="brand.600" fontSize="sm">
        <RouterLink to="/applications">← 返回申请队列</RouterLink>
      </Link>
      <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
        <HStack mb="4" gap="3">
          <Heading size="md">申请详情</Heading>
          <Badge colorPalette={app.status.errorStyle ? 'red' : 'blue'} data-testid="application-status">
            {app.status.label}
          </Badge>
          {overdue ? <Badge colorPalette="orange">超时</Badge> : null}
        </HStack>
        {restriction ? (
          <Alert.Root status="warning" mb="4" data-testid="application-restriction">
            <Alert.Indicator />
            <Alert.Title>{restriction.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <DefinitionList rows={rows} />
      </Box>
      <DeskPanel id={id} application={app} restricted={restriction !== null} />
      {staff.orgId && !restriction ? <DeskProfile key={app.status.code} applicationId={id} /> : null}
      <HandlerPanel applicationId={id} role={staff.role} handler={app.manager} onChanged={() => void refetch()} />
      {actions.length > 0 ? (
        <Panel title="办理">
          {action ? (
            <TransitionForm
              key={action.toStatus}
              id={id}
              action={action}
              managers={managers}
              creditAmount={app.creditAmount}
              onCancel={() => setAction(null)}
              onDone={() => {
                setAction(null);
                void refetch();
              }}
            />
          ) : (
            <HStack gap="3">
              {actions.map((candidate) => (
                <Button
                  key={candidate.toStatus}
                  size="sm"
                  colorPalette={candidate.kind === 'failure' ? 'red' : 'brand'}
                  variant={candidate.kind === 'failure' ? 'outline' : 'solid'}
                  onClick={() => setAction(candidate)}
                >
                  {candidate.label}
                </Button>
              ))}
            </HStack>
          )}
        </Panel>
      ) : null}
      <SupplementPanel id={id} onDeclined={() => void refetch()} />
      <ApplicationThreadPanel applicationId={id} />
      <Panel title="办理记录">
        <Stack gap="3" as="ol" data-testid="timeline">
          {events.map((event) => (
            <Box
              as="li"
              key={`${event.time}-${event.kind}-${event.toStatus.code}`}
              listStyleType="none"
              borderLeftWidth="2px"
              pl="3"
              data-kind={event.kind}
            >
              <Text fontSize="sm" fontWeight="medium">
                {timelineStepTitle(event)}
              </Text>
              <Text fontSize="xs" color="gray.500">
                {formatTime(event.time)} · {ACTORS[event.actor] ?? event.actor}
                {event.actorAccount ? `（${event.actorAccount}）` : ''}
                {event.creditAmount !== null ? ` · 授信${formatAmount(event.creditAmount)}` : ''}
                {event.loanAmount !== null ? ` · 放款${formatAmount(event.loanAmount)}` : ''}
              </Text>
              {event.remark ? <Text fontSize="sm">{event.remark}</Text> : null}
            </Box>
          ))}
        </Stack>
      </Panel>
      <NotesPanel applicationId={id} role={staff.role} />
    </Stack>
  );
}

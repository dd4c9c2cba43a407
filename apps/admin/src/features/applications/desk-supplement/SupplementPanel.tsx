import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SLA_PAUSE_RULE, SUPPLEMENT_LIMITS } from '@sme/contract/routes/desk-supplement-texts';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { beijingToday, formatTime } from '#shared/format/format.ts';
import { FormActions } from '#shared/forms/FormActions.tsx';
import { FormField } from '#shared/forms/FormField.tsx';
import { useCheckedForm } from '#shared/forms/use-checked-form.ts';
import { FormFailure } from '#shared/ui/FormFailure.tsx';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { notifySuccess } from '#shared/ui/toaster.tsx';
import { checkSupplement, daysAfter } from './supplement-form';
import {
  DeclineForMissingMaterialsMutation,
  OrgSupplementsQuery,
  RequestSupplementMutation,
} from './supplement-operations';

const STATES: Record<string, { label: string; palette: string }> = {
  open: { label: '待企业答复', palette: 'orange' },
  answered: { label: '企业已答复', palette: 'green' },
  closed: { label: '已结束', palette: 'gray' },
};

/** The request form: what is missing and by when (three days on by default). */
function RequestForm({ id, onDone, onCancel }: { id: string; onDone: () => void; onCancel: () => void }) {
  const [request, { loading }] = useMutation(RequestSupplementMutation, { context: QUIET_ERRORS });
  const today = beijingToday();
  const { values, set, errors, failure, submit } = useCheckedForm(
    { content: '', replyBy: daysAfter(today, 3) },
    (current) => checkSupplement(id, current, today),
    async (input) => {
      await request({ variables: { input } });
      notifySuccess('已向企业发送补充材料要求');
      onDone();
    },
  );
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3" maxW="480px">
          <FormFailure failure={failure} />
          <FormField label="需要补充的材料" error={errors.content}>
            <Textarea
              size="sm"
              value={values.content}
              onChange={set('content')}
              maxLength={SUPPLEMENT_LIMITS.textMax + 20}
              placeholder={`请写明缺少的材料（最多${SUPPLEMENT_LIMITS.textMax}个字）`}
            />
          </FormField>
          <FormField label="答复期限" error={errors.replyBy}>
            <Input size="sm" type="date" value={values.replyBy} min={today} onChange={set('replyBy')} />
          </FormField>
          <FormActions submitLabel="发送补充材料要求" loading={loading} onCancel={onCancel} />
        </Stack>
      </form>
    </Box>
  );
}

/**
 * 补充材料: the rounds asked of the enterprise and its answers (text and files), a new request, and — once the open
 * request is past its date unanswered — ending the application with 资料不全.
 */
export function SupplementPanel({ id, onDeclined }: { id: string; onDeclined: () => void }) {
  const [asking, setAsking] = useState(false);
  const { data, refetch } = useQuery(OrgSupplementsQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const [decline, { loading: declining }] = useMutation(DeclineForMissingMaterialsMutation, { context: QUIET_ERRORS });
  if (!data) return null;
  const { rounds, canRequest, declinable, restricted } = data.orgSupplements;
  if (rounds.length === 0 && !canRequest) return null;

  async function declineNow() {
    if (await notifyOutcome(() => decline({ variables: { id } }), '已以“资料不全”结束办理')) {
      onDeclined();
      void refetch();
    }
  }

  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm" data-testid="supplement-panel">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading size="sm">补充材料</Heading>
        <HStack gap="2">
          {declinable ? (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              loading={declining}
              onClick={() => void declineNow()}
            >
              逾期未补，以“资料不全”结束办理
            </Button>
          ) : null}
          {canRequest && !asking ? (
            <Button size="sm" colorPalette="brand" onClick={() => setAsking(true)}>
              要求补充材料
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <Text fontSize="xs" color="gray.500" mb="3">
        {SLA_PAUSE_RULE}
      </Text>
      {restricted ? (
        <Text fontSize="sm" color="orange.600" mb="3">
          该企业的数据授权已撤销或到期，企业的答复与材料不再显示。
        </Text>
      ) : null}
      {asking ? (
        <RequestForm
          id={id}
          onCancel={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            void refetch();
          }}
        />
      ) : null}
      <Stack gap="3" as="ol" mt="3">
        {rounds.map((round) => {
          const state = STATES[round.state] ?? { label: round.state, palette: 'gray' };
          return (
            <Box
              as="li"
              key={round.id}
              listStyleType="none"
              borderLeftWidth="2px"
              pl="3"
              data-testid="supplement-round"
            >
              <HStack gap="2">
                <Text fontSize="sm" fontWeight="medium">
                  第{round.round}次补充材料
                </Text>
                <Badge colorPalette={state.palette}>{state.label}</Badge>
                {round.overdue ? <Badge colorPalette="red">已逾期</Badge> : null}
              </HStack>
              <Text fontSize="xs" color="gray.500">
                {formatTime(round.askedAt)} · {round.askedBy ?? '机构'} · 请于{round.replyBy}前答复
              </Text>
              <Text fontSize="sm">{round.content}</Text>
              {round.answeredAt ? (
                <Box mt="2" bg="gray.50" p="2" borderRadius="md" data-testid="supplement-answer">
                  <Text fontSize="xs" color="gray.500">
                    企业答复 · {formatTime(round.answeredAt)}
                  </Text>
                  {round.answerText ? <Text fontSize="sm">{round.answerText}</Text> : null}
                  {round.files.map((file) => (
                    <Text key={file.path} fontSize="sm" data-testid="supplement-file">
                      {file.name}（{Math.max(1, Math.round(file.size / 1024))} KB，{formatTime(file.uploadTime)}）
                    </Text>
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

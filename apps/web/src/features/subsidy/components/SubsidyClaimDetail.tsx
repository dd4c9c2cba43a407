import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Heading, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { wanText } from '#shared/format/amount.ts';
import { beijingDateTime } from '#shared/format/time.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { fileUrl } from '#shared/upload/preview-list.ts';
import { SubsidyClaimQuery } from '../subsidy-operations';
import { eventName, kindName, mayResubmit, SUBSIDY_STATUS_PALETTES } from '../subsidy-rules';
import { LoanFigures } from './LoanFigures';
import { SubsidyResubmitForm } from './SubsidyResubmitForm';

/** One claim: its figures, the reviewer's reason when returned (with the resubmission), the evidence, the timeline. */
export function SubsidyClaimDetail({
  id,
  onBack,
  onChanged,
}: {
  id: string;
  onBack: () => void;
  onChanged: () => void;
}) {
  const detail = useQuery(SubsidyClaimQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const claim = detail.data?.subsidyClaim;
  if (!claim) return <Skeleton h="240px" borderRadius="md" />;
  return (
    <Stack gap="4" data-testid="subsidy-claim-detail">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md">
          {claim.programmeName}（{kindName(claim.kind)}）
        </Heading>
        <Badge colorPalette={SUBSIDY_STATUS_PALETTES[claim.status] ?? 'gray'} data-testid="subsidy-claim-status">
          {claim.statusName}
        </Badge>
      </HStack>
      <Text>
        申请金额：{wanText(claim.claimAmount)}
        {claim.approvedAmount != null ? `，核定金额：${wanText(claim.approvedAmount)}` : ''}
      </Text>
      {claim.returnReason ? (
        <Alert.Root recipe={alertSlotRecipe} status="warning" borderRadius="md" data-testid="subsidy-return-reason">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>退回原因</Alert.Title>
            <Alert.Description>{claim.returnReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <LoanFigures loan={claim.loan} />
      <Box>
        <Heading as="h4" size="sm" mb="2">
          证明材料
        </Heading>
        <List.Root recipe={listSlotRecipe} gap="1" ps="5">
          {claim.files.map((file) => (
            <List.Item key={file.path} data-testid="subsidy-claim-file">
              <Link href={fileUrl(file.path)} target="_blank" rel="noopener" color="brand.700" wordBreak="break-all">
                {file.originalName}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box>
        <Heading as="h4" size="sm" mb="2">
          办理记录
        </Heading>
        <Stack as="ol" gap="2" listStyleType="none" data-testid="subsidy-claim-events">
          {claim.events.map((event) => (
            <Box as="li" key={`${event.action}-${event.time}`} fontSize="sm">
              <Text>
                {beijingDateTime(event.time)} {eventName(event.action)} · {event.actorName}
              </Text>
              {event.remark ? <Text color="gray.600">{event.remark}</Text> : null}
            </Box>
          ))}
        </Stack>
      </Box>
      {mayResubmit(claim.status) ? (
        <SubsidyResubmitForm
          claimId={claim.id}
          onResubmitted={() => {
            void detail.refetch();
            onChanged();
          }}
        />
      ) : null}
      <Button variant="outline" alignSelf="flex-start" onClick={onBack}>
        返回列表
      </Button>
    </Stack>
  );
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { openFile } from '#shared/upload/preview-list.ts';
import { dateTimeText, fileSizeText } from './display-rules';
import { ProgressSection } from './ProgressSection';
import { SupplementAnswerForm } from './SupplementAnswerForm';
import { LoanSupplementsQuery } from './supplement-operations';

const STATES: Record<string, { label: string; palette: string }> = {
  open: { label: '待补充', palette: 'orange' },
  answered: { label: '已提交', palette: 'green' },
  closed: { label: '已结束', palette: 'gray' },
};

/**
 * 补充材料 in the progress view: what the institution asked for and by when, with the upload widget and a reply text
 * for the open request, and each earlier round with its answer (issue 20, slice supplement). Nothing without rounds.
 */
export function SupplementBlock({ applicationId }: { applicationId: string }) {
  const client = useApolloClient();
  const { data, refetch } = useQuery(LoanSupplementsQuery, {
    variables: { id: applicationId },
    fetchPolicy: 'cache-and-network',
  });
  const rounds = data?.loanSupplements ?? [];
  if (rounds.length === 0) return null;
  const answered = () => {
    void refetch();
    void client.refetchQueries({ include: ['LoanApplication'] });
  };
  return (
    <ProgressSection title="补充材料" testId="supplement-block">
      <Stack gap="4" as="ol" listStyleType="none">
        {rounds.map((round) => {
          const state = STATES[round.state] ?? { label: round.state, palette: 'gray' };
          return (
            <Box as="li" key={round.id} borderLeftWidth="2px" ps="3" data-testid="supplement-round">
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm" fontWeight="medium">
                  {round.orgName}请您补充材料
                </Text>
                <Badge colorPalette={state.palette}>{state.label}</Badge>
                {round.overdue ? <Badge colorPalette="red">已过答复期限</Badge> : null}
              </HStack>
              <Text fontSize="xs" color="gray.500">
                {dateTimeText(round.askedAt)} · 请于{round.replyBy}前提交
              </Text>
              <Text fontSize="sm" mt="1" data-testid="supplement-request">
                {round.content}
              </Text>
              {round.answeredAt ? (
                <Box mt="2" bg="gray.50" p="2" borderRadius="md">
                  <Text fontSize="xs" color="gray.500">
                    您已于{dateTimeText(round.answeredAt)}提交
                  </Text>
                  {round.answerText ? <Text fontSize="sm">{round.answerText}</Text> : null}
                  {round.files.map((file) => (
                    <HStack key={file.path} gap="3" fontSize="sm">
                      <Link
                        as="button"
                        colorPalette="blue"
                        color="colorPalette.600"
                        onClick={() => openFile(round.files, file.path)}
                      >
                        {file.name}
                      </Link>
                      <Text color="gray.500">{fileSizeText(file.size)}</Text>
                    </HStack>
                  ))}
                </Box>
              ) : null}
              {round.state === 'open' ? (
                <SupplementAnswerForm applicationId={applicationId} onAnswered={answered} />
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </ProgressSection>
  );
}

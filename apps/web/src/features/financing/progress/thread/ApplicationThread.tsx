import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { THREAD_FILES_MAX } from '@sme/contract/routes/desk-thread-body';
import { ThreadComposer } from '@sme/ui/thread-composer';
import { useEffect, useState } from 'react';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { beijingDateTime } from '#shared/format/time.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { UploadPictureCards } from '#shared/upload/UploadPictureCards.tsx';
import { useUploadField } from '#shared/upload/useUploadField.ts';
import { FileLink } from '../FileLink';
import { ProgressSection } from '../ProgressSection';
import { ApplicationThreadQuery, SendThreadMessageMutation } from './thread-operations';
import { hasThread, THREAD_TEXTS, threadBodyProblem } from './thread-rules';

/**
 * 与客户经理留言 (issue 20): the application's thread with the institution handling it. Opening it reads the
 * institution's messages, so the header's 消息 badge is asked again (by its operation's name: another feature's).
 */
export function ApplicationThread({ applicationId, orgId }: { applicationId: string; orgId: string | null }) {
  if (!hasThread(orgId)) return null;
  return <ThreadPanel applicationId={applicationId} />;
}

function ThreadPanel({ applicationId }: { applicationId: string }) {
  const client = useApolloClient();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const files = useUploadField({ kinds: 'all', max: THREAD_FILES_MAX });
  const thread = useQuery(ApplicationThreadQuery, { variables: { applicationId }, fetchPolicy: 'network-only' });
  const [send, sending] = useMutation(SendThreadMessageMutation);
  const loaded = thread.data !== undefined;
  useEffect(() => {
    if (loaded) void client.refetchQueries({ include: ['UnreadMessageCount'] }).catch(() => undefined);
  }, [loaded, client]);

  async function submit() {
    const found = files.uploading ? THREAD_TEXTS.uploading : threadBodyProblem(body);
    setProblem(found);
    if (found) return;
    try {
      await send({ variables: { applicationId, body: body.trim(), filePaths: files.paths } });
      files.keep();
      setBody('');
      await thread.refetch();
    } catch (error) {
      setProblem(serverMessageOr(error, THREAD_TEXTS.failed));
    }
  }

  const data = thread.data?.applicationThread;
  const managerNote = data?.manager ? `（${data.institutionName ?? ''} · ${data.manager.name}）` : '';
  return (
    <ProgressSection title={THREAD_TEXTS.title + managerNote} testId="application-thread">
      {thread.error && !data ? (
        <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
      ) : !data ? (
        <Skeleton h="120px" borderRadius="md" />
      ) : (
        <Stack gap="3">
          {data.messages.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              {THREAD_TEXTS.empty}
            </Text>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" data-testid="thread-messages">
              {data.messages.map((message) => {
                const mine = message.side === 'enterprise';
                return (
                  <Box
                    as="li"
                    key={message.id}
                    alignSelf={mine ? 'flex-end' : 'flex-start'}
                    maxW="80%"
                    bg={mine ? 'brand.50' : 'gray.50'}
                    borderRadius="md"
                    px="3"
                    py="2"
                    data-testid="thread-message"
                    data-side={message.side}
                  >
                    <Text fontSize="xs" color="gray.500">
                      {mine ? THREAD_TEXTS.mine : message.authorName} · {beijingDateTime(message.createdAt)}
                    </Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {message.body}
                    </Text>
                    <MessageFiles files={message.files} />
                  </Box>
                );
              })}
            </Stack>
          )}
          <ThreadComposer
            body={body}
            onBodyChange={setBody}
            texts={THREAD_TEXTS}
            maxLength={1100}
            attachments={<UploadPictureCards field={files} label={THREAD_TEXTS.attach} />}
            problem={problem}
            sending={sending.loading}
            onSend={() => void submit()}
            testIdPrefix="thread"
          />
        </Stack>
      )}
    </ProgressSection>
  );
}

/** A message's attachments: each opens in the portal's viewers as the application's materials do. */
function MessageFiles({ files }: { files: readonly { path: string; name: string }[] }) {
  if (files.length === 0) return null;
  return (
    <Stack as="ul" gap="1" mt="1" listStyleType="none" data-testid="thread-message-files">
      {files.map((file) => (
        <Box as="li" key={file.path} fontSize="sm">
          <FileLink file={file} files={files} />
        </Box>
      ))}
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ThreadComposer } from '@sme/ui/thread-composer';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { formatTime } from '#shared/format/format.ts';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';
import { Panel } from '#shared/ui/Panel.tsx';
import { type MaterialFile, MaterialViewerDialog } from '../desk-deskview/MaterialViewerDialog';
import { ViewMaterialButton } from '../desk-deskview/ViewMaterialButton';
import { type StaffFile, StaffThreadFiles } from './StaffThreadFiles';
import { OrgApplicationThreadQuery, SendOrgThreadMessageMutation } from './thread-operations';
import { seesThreads, THREAD_TEXTS, threadBodyProblem } from './thread-rules';

/** 与企业留言 (issue 20): the application's thread with the enterprise, for the institution's staff. */
export function ApplicationThreadPanel({ applicationId }: { applicationId: string }) {
  const staff = useLayoutStaff();
  if (!seesThreads(staff.role)) return null;
  return <ThreadPanel applicationId={applicationId} />;
}

function ThreadPanel({ applicationId }: { applicationId: string }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [files, setFiles] = useState<StaffFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const thread = useQuery(OrgApplicationThreadQuery, {
    variables: { applicationId },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const [send, sending] = useMutation(SendOrgThreadMessageMutation, { context: QUIET_ERRORS });
  const messages = thread.data?.orgApplicationThread.messages;

  async function submit() {
    const found = uploading ? THREAD_TEXTS.uploading : threadBodyProblem(body);
    setProblem(found);
    if (found) return;
    try {
      await send({ variables: { applicationId, body: body.trim(), filePaths: files.map((file) => file.path) } });
      setBody('');
      setFiles([]);
      await thread.refetch();
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }

  return (
    <Panel title={THREAD_TEXTS.title} testId="org-application-thread">
      {thread.error && !messages ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {failureMessage(thread.error)}
        </Text>
      ) : (
        <Stack gap="3">
          {messages && messages.length === 0 ? (
            <Text fontSize="sm" color="gray.500">
              {THREAD_TEXTS.empty}
            </Text>
          ) : (
            <Stack as="ol" gap="2" data-testid="org-thread-messages">
              {(messages ?? []).map((message) => (
                <Box
                  as="li"
                  key={message.id}
                  listStyleType="none"
                  borderLeftWidth="2px"
                  borderColor={message.side === 'institution' ? 'brand.500' : 'gray.300'}
                  pl="3"
                  data-testid="org-thread-message"
                  data-side={message.side}
                >
                  <Text fontSize="xs" color="gray.500">
                    {message.side === 'institution' ? `机构 · ${message.authorName}` : `企业 · ${message.authorName}`}
                    {' · '}
                    {formatTime(message.createdAt)}
                  </Text>
                  <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {message.body}
                  </Text>
                  <MessageFiles applicationId={applicationId} files={message.files} />
                </Box>
              ))}
            </Stack>
          )}
          <ThreadComposer
            body={body}
            onBodyChange={setBody}
            texts={THREAD_TEXTS}
            attachments={
              <StaffThreadFiles applicationId={applicationId} files={files} onChange={setFiles} onBusy={setUploading} />
            }
            problem={problem}
            sending={sending.loading}
            onSend={() => void submit()}
            testIdPrefix="org-thread"
          />
        </Stack>
      )}
    </Panel>
  );
}

/**
 * The files attached to a message, opened through the staff file route in the workbench's viewers: the enterprise's
 * are the application's materials (each open a 机构查阅材料 entry of its ledger), staff files the institution's own.
 */
function MessageFiles({ applicationId, files }: { applicationId: string; files: readonly MaterialFile[] }) {
  const [opened, setOpened] = useState<string | null>(null);
  if (files.length === 0) return null;
  return (
    <Stack as="ul" gap="1" mt="1" data-testid="org-thread-message-files">
      {files.map((file) => (
        <HStack as="li" key={file.path} listStyleType="none" gap="2" fontSize="sm">
          <Text overflowWrap="anywhere">{file.name || '未命名'}</Text>
          <ViewMaterialButton kind={file.kind} onOpen={() => setOpened(file.path)} />
        </HStack>
      ))}
      <MaterialViewerDialog
        applicationId={applicationId}
        materials={files}
        openedPath={opened}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}

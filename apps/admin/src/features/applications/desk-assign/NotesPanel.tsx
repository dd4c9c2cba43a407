import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData } from '#gql';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { formatTime } from '#shared/format/format.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { AddApplicationNoteMutation, NoteFieldsFragment, OrgApplicationNotesQuery } from './assign-operations';

const NOTE_MAX = 500;

/** 内部备注: the institution's staff notes (never shown to the enterprise), newest first, not editable. */
export function NotesPanel({ applicationId, role }: { applicationId: string; role: string }) {
  const institution = role === 'org_staff' || role === 'org_admin';
  const [body, setBody] = useState('');
  const { data, refetch } = useQuery(OrgApplicationNotesQuery, {
    variables: { applicationId },
    skip: !institution,
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const [add, adding] = useMutation(AddApplicationNoteMutation, { context: QUIET_ERRORS });
  if (!institution) return null;
  const text = body.trim();

  async function save() {
    try {
      await add({ variables: { applicationId, body: text } });
      setBody('');
      void refetch();
    } catch (error) {
      notifyFailure(failureMessage(error));
    }
  }

  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm" data-testid="notes-panel">
      <Heading size="sm" mb="1">
        内部备注
      </Heading>
      <Text fontSize="xs" color="gray.500" mb="3">
        仅本机构工作人员可见，企业和其他机构看不到；提交后不能修改。
      </Text>
      <Stack gap="2" maxW="560px" mb="4">
        <Textarea
          size="sm"
          aria-label="内部备注"
          maxLength={NOTE_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Text fontSize="xs" color="gray.500">
          {[...body].length}/{NOTE_MAX}
        </Text>
        <Button size="sm" alignSelf="start" disabled={!text} loading={adding.loading} onClick={() => void save()}>
          添加备注
        </Button>
      </Stack>
      <Stack gap="3" as="ol" data-testid="notes">
        {getFragmentData(NoteFieldsFragment, data?.orgApplicationNotes ?? []).map((note) => (
          <Box as="li" key={note.id} listStyleType="none" borderLeftWidth="2px" pl="3">
            <Text fontSize="xs" color="gray.500">
              {formatTime(note.createTime)} · {note.authorName}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {note.body}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

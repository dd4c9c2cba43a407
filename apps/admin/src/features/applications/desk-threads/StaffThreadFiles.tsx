import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { THREAD_BODY_TEXTS, THREAD_FILES_MAX } from '@sme/contract/routes/desk-thread-body';
import { useRef, useState } from 'react';

/** The portal upload's accept list: the types the gateway recognises by content (spec §5). */
const ACCEPT = '.jpg,.jpeg,.png,.gif,.doc,.docx,.pdf,.xls,.xlsx,.rar,.zip';
const FAILURE = '上传失败，请稍后再试';

export interface StaffFile {
  path: string;
  name: string;
}

/** One file to the graph's staff upload route (the staff cookie goes along; the header is its CSRF check). */
async function uploadStaffFile(applicationId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await fetch(`/staff-files/upload?applicationId=${encodeURIComponent(applicationId)}`, {
    method: 'POST',
    headers: { 'X-Upload-Request': '1' },
    body: form,
    credentials: 'same-origin',
  }).catch(() => null);
  if (!answer) throw new Error('网络异常，上传失败');
  const body = (await answer.json().catch(() => ({}))) as { path?: unknown; message?: unknown };
  if (answer.ok && typeof body.path === 'string') return body.path;
  throw new Error(typeof body.message === 'string' && body.message ? body.message : FAILURE);
}

/**
 * 添加附件 of the staff composer (issue 20, slice staff-files): up to THREAD_FILES_MAX files, each uploaded at once
 * and checked by content in the gateway; the enterprise reads them on the message in the portal's viewers.
 */
export function StaffThreadFiles(props: {
  applicationId: string;
  files: readonly StaffFile[];
  onChange: (files: StaffFile[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(chosen: readonly File[]) {
    if (props.files.length + chosen.length > THREAD_FILES_MAX) {
      setProblem(THREAD_BODY_TEXTS.filesTooMany);
      return;
    }
    setProblem(null);
    setBusy(true);
    props.onBusy(true);
    const added: StaffFile[] = [];
    try {
      for (const file of chosen)
        added.push({ path: await uploadStaffFile(props.applicationId, file), name: file.name });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      props.onChange([...props.files, ...added]);
      setBusy(false);
      props.onBusy(false);
    }
  }

  return (
    <Stack gap="1" data-testid="org-thread-files">
      <HStack gap="2" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="添加附件"
          data-testid="org-thread-file-input"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length > 0) void add(chosen);
          }}
        />
        <Button size="xs" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          添加附件
        </Button>
        <Text fontSize="xs" color="gray.500">
          最多{THREAD_FILES_MAX}个，支持图片、PDF、Word、Excel、压缩包
        </Text>
      </HStack>
      {props.files.map((file) => (
        <HStack key={file.path} gap="2" fontSize="sm" data-testid="org-thread-file">
          <Text overflowWrap="anywhere">{file.name}</Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => props.onChange(props.files.filter((kept) => kept.path !== file.path))}
          >
            移除
          </Button>
        </HStack>
      ))}
      {problem && (
        <Text color="red.600" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { DialogFrame } from '@sme/ui/dialog';
import { useState } from 'react';
import type { UploadProgress } from './useUploadField';

export const CANCEL_QUESTION = '确定取消上传该文件吗？';

/** Spec §2: the 数据上传 dialog with the upload's real progress and a cancel that asks first, then aborts. */
export function UploadProgressDialog({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const [asking, setAsking] = useState(false);
  const percent = Math.min(100, Math.round(progress.fraction * 100));
  return (
    <DialogFrame
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      title="数据上传"
      titleProps={{ fontSize: 'lg' }}
      width="420px"
      testId="upload-progress-dialog"
      footer={
        asking ? (
          <>
            <Button variant="outline" onClick={() => setAsking(false)}>
              继续上传
            </Button>
            <Button colorPalette="red" onClick={onCancel}>
              确定
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setAsking(true)}>
            取消
          </Button>
        )
      }
    >
      <Text mb="3" truncate title={progress.name}>
        {progress.name}
      </Text>
      <Progress.Root recipe={progressSlotRecipe} value={percent} colorPalette="blue" aria-label="上传进度">
        <HStack gap="3">
          <Progress.Track flex="1">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText data-testid="upload-percent">{percent}%</Progress.ValueText>
        </HStack>
      </Progress.Root>
      {asking && (
        <Text mt="4" color="red.600" role="alert">
          {CANCEL_QUESTION}
        </Text>
      )}
    </DialogFrame>
  );
}

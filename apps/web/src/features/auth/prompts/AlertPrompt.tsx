import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';

/** A message the user acknowledges with 确定 (spec §8: "an alert titled 提示 / 提醒"). */
export function AlertPrompt({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  return (
    <DialogFrame
      role="alertdialog"
      placement="center"
      onClose={onClose}
      title={title}
      titleProps={{ fontSize: 'md' }}
      contentProps={{ maxW: '420px' }}
      testId="alert-prompt"
      footer={
        <Button colorPalette="brand" size="sm" onClick={onClose}>
          确定
        </Button>
      }
    >
      <Text color="gray.700">{message}</Text>
    </DialogFrame>
  );
}

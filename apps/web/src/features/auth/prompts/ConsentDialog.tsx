import type { ReactNode } from 'react';
import { ChoiceDialog } from '#shared/ui/ChoiceDialog.tsx';

interface ConsentDialogProps {
  title: string;
  /** The dialog's width in px (spec §2 fixes it per dialog). */
  width: string;
  testId: string;
  agreeLabel: string;
  /** An alert dialog that focuses the agree button first; otherwise a plain dialog. */
  alert?: boolean;
  onAnswer: (agreed: boolean) => void;
  /** The text asking for consent. */
  children: ReactNode;
}

/** A centred dialog asking to agree to agreements: 不同意 or closing answers false, the agree button true. */
export function ConsentDialog({ title, width, testId, agreeLabel, alert, onAnswer, children }: ConsentDialogProps) {
  return (
    <ChoiceDialog
      title={title}
      width={width}
      testId={testId}
      declineLabel="不同意"
      acceptLabel={agreeLabel}
      {...(alert ? { alertFocus: 'accept' as const } : {})}
      onAnswer={onAnswer}
    >
      {children}
    </ChoiceDialog>
  );
}

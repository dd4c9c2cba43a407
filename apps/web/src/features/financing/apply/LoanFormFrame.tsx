import { Button, Stack } from '@chakra-ui/react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { AuthorisationStep } from './AuthorisationStep';

/**
 * The frame the apply and release forms share: the named form (no browser validation) with its rows, then the data
 * authorisation step when none is in force, then the submit button, disabled and saying 提交中 while sending.
 */
export function LoanFormFrame({
  label,
  onSubmit,
  needsAgreement,
  authorisation,
  busy,
  submitLabel,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  needsAgreement: boolean;
  authorisation: ComponentProps<typeof AuthorisationStep>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="2">
      <form onSubmit={onSubmit} aria-label={label} noValidate>
        {children}
        {needsAgreement && <AuthorisationStep {...authorisation} />}
        <Button type="submit" colorPalette="brand" size="lg" mt="4" loading={busy} disabled={busy} loadingText="提交中">
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}

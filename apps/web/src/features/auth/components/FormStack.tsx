import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FormStackProps extends Omit<StackProps, 'onSubmit' | 'children' | 'asChild'> {
  /** Names the form for assistive technology (and tests). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A form laid out as a stack; the browser's own validation bubbles are off (spec §5 texts show instead). */
export function FormStack({ label, onSubmit, children, ...stackProps }: FormStackProps) {
  return (
    <Stack asChild gap="1" {...stackProps}>
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}

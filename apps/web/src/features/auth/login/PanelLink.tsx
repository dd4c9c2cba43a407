import { Button, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type AuthDialogType, authDialog } from '#shared/session/auth-dialog-store.ts';
import type { PanelMode } from './useLogin';

interface PanelLinkProps {
  mode: PanelMode;
  to: string;
  /** The panel the dialog switches to instead of navigating (spec §2). */
  panel: AuthDialogType;
  children: ReactNode;
}

/** A link between the account screens: a route on the page, a panel switch in the dialog. */
export function PanelLink({ mode, to, panel, children }: PanelLinkProps) {
  if (mode === 'dialog') {
    return (
      <Button variant="plain" size="sm" p="0" h="auto" color="brand.600" onClick={() => authDialog.switchTo(panel)}>
        {children}
      </Button>
    );
  }
  return (
    <Link asChild color="brand.600" fontSize="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

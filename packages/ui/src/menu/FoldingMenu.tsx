import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LineIcon } from '../icons/LineIcon';
import { menuStillOpen } from './menu-open';

/**
 * A 菜单 button that unfolds a panel under its header (the header is the panel's positioned ancestor) below the
 * `foldedBelow` breakpoint; wider screens show nothing of it. The panel closes on any route change, on Escape and on a
 * second tap; `children` gets a `close` for entries that act without navigating.
 */
export function FoldingMenu({
  foldedBelow,
  panelLabel,
  buttonStyle,
  children,
}: {
  foldedBelow: 'md' | 'xl';
  /** The panel's accessible name (it is a navigation landmark). */
  panelLabel: string;
  buttonStyle?: ButtonProps;
  children: (close: () => void) => ReactNode;
}) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = menuStillOpen(openedAt, location.key);
  const close = () => setOpenedAt(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedAt(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Box display={{ base: 'block', [foldedBelow]: 'none' }}>
      <Button
        variant="ghost"
        minW="44px"
        h="44px"
        px="2"
        {...buttonStyle}
        aria-label="菜单"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <LineIcon size="26px" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </LineIcon>
      </Button>
      {open && (
        <Box
          as="nav"
          id={panelId}
          aria-label={panelLabel}
          position="absolute"
          insetX="0"
          top="100%"
          bg="white"
          color="gray.700"
          boxShadow="lg"
          borderTopWidth="1px"
          py="2"
        >
          {children(close)}
        </Box>
      )}
    </Box>
  );
}

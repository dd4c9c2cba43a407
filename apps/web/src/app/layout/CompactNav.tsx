import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { LineIcon } from '@sme/ui/line-icon';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavEntries } from './NavEntries';
import { menuStillOpen } from './nav-items';

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  minH: '48px',
  px: '5',
  fontSize: 'md',
  color: 'gray.700',
  textAlign: 'start',
  borderStartWidth: '3px',
  borderColor: 'transparent',
  _hover: { bg: 'gray.50', color: 'brand.600' },
} as const;

/**
 * The main navigation of phones (below md): a 菜单 button that unfolds the entries under the header. It closes on
 * any route change, on Escape and on a second tap; `extra` (the staff login) follows the entries.
 */
export function CompactNav({ extra }: { extra?: { label: string; href: string | undefined } }) {
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
    <Box display={{ base: 'block', md: 'none' }}>
      <Button
        variant="ghost"
        colorPalette="brand"
        minW="44px"
        h="44px"
        px="2"
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
          aria-label="菜单导航"
          position="absolute"
          insetX="0"
          top="100%"
          bg="white"
          boxShadow="lg"
          borderTopWidth="1px"
          py="2"
        >
          <Stack gap="0">
            <NavEntries
              entryStyle={entryStyle}
              activeStyle={{ color: 'brand.700', bg: 'brand.50', borderColor: 'brand.600' }}
              onChoose={close}
            />
            {extra && <ExternalEntry href={extra.href}>{extra.label}</ExternalEntry>}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

function ExternalEntry({ href, children }: { href: string | undefined; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener" css={entryStyle} fontSize="sm" color="gray.600">
      {children}
    </Link>
  );
}

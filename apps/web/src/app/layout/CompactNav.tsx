import { Link, Stack } from '@chakra-ui/react';
import { FoldingMenu } from '@sme/ui/folding-menu';
import type { ReactNode } from 'react';
import { NavEntries } from './NavEntries';

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

/** The main navigation of phones (below md): a 菜单 button that unfolds the entries, then `extra` (the staff login). */
export function CompactNav({ extra }: { extra?: { label: string; href: string | undefined } }) {
  return (
    <FoldingMenu foldedBelow="md" panelLabel="菜单导航" buttonStyle={{ colorPalette: 'brand' }}>
      {(close) => (
        <Stack gap="0">
          <NavEntries
            entryStyle={entryStyle}
            activeStyle={{ color: 'brand.700', bg: 'brand.50', borderColor: 'brand.600' }}
            onChoose={close}
          />
          {extra && <ExternalEntry href={extra.href}>{extra.label}</ExternalEntry>}
        </Stack>
      )}
    </FoldingMenu>
  );
}

function ExternalEntry({ href, children }: { href: string | undefined; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener" css={entryStyle} fontSize="sm" color="gray.600">
      {children}
    </Link>
  );
}

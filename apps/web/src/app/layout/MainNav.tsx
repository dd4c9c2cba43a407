import { HStack } from '@chakra-ui/react';
import { NavEntries } from './NavEntries';

export { PRIVATE_ECONOMY_SCROLL_DELAY_MS, PRIVATE_ECONOMY_SCROLL_TOP } from './nav-items';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  h: '76px',
  px: '4',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'gray.700',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'brand.600' },
} as const;

const activeStyle = { color: 'brand.600', borderColor: 'brand.600' } as const;

/** The main navigation bar of wide screens; phones get CompactNav instead. */
export function MainNav() {
  return (
    <HStack as="nav" aria-label="主导航" gap="2" display={{ base: 'none', md: 'flex' }}>
      <NavEntries entryStyle={itemStyle} activeStyle={activeStyle} />
    </HStack>
  );
}

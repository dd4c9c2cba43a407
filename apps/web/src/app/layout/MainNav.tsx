import { chakra, HStack } from '@chakra-ui/react';
import { NavLink, useNavigate } from 'react-router-dom';
import { MAIN_NAV_ITEMS, PRIVATE_ECONOMY_SCROLL_DELAY_MS, PRIVATE_ECONOMY_SCROLL_TOP } from './nav-items';

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

const StyledNavLink = chakra(NavLink);

/** Goes home, then scrolls to the private-economy zone once the home page has drawn. */
export function useGoToPrivateEconomyZone(): () => void {
  const navigate = useNavigate();
  return () => {
    navigate('/');
    // Loaded on the click, not with the first screen: the home route's first load has a byte budget.
    const scrolling = import('./scroll-when-reachable');
    setTimeout(() => {
      void scrolling.then(({ scrollWhenReachable, windowScrollSurface }) =>
        scrollWhenReachable(PRIVATE_ECONOMY_SCROLL_TOP, windowScrollSurface()),
      );
    }, PRIVATE_ECONOMY_SCROLL_DELAY_MS);
  };
}

/** The main navigation bar of wide screens; phones get CompactNav instead. */
export function MainNav() {
  const goToPrivateEconomyZone = useGoToPrivateEconomyZone();
  return (
    <HStack as="nav" aria-label="主导航" gap="2" display={{ base: 'none', md: 'flex' }}>
      {MAIN_NAV_ITEMS.map((item) =>
        'zone' in item ? (
          <chakra.button key={item.label} type="button" onClick={goToPrivateEconomyZone} css={itemStyle}>
            {item.label}
          </chakra.button>
        ) : (
          <StyledNavLink
            key={item.label}
            to={item.to}
            end={item.end}
            css={{ ...itemStyle, '&.active': activeStyle }}
            data-track=""
          >
            {item.label}
          </StyledNavLink>
        ),
      )}
    </HStack>
  );
}

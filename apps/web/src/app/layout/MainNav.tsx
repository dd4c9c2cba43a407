import { chakra, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

/** Spec §2 / §9: the private-economy zone is a section of the home page reached 500 ms after navigating there. */
export const PRIVATE_ECONOMY_SCROLL_TOP = 670;
export const PRIVATE_ECONOMY_SCROLL_DELAY_MS = 500;

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

function NavItem({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <StyledNavLink to={to} end={end} css={{ ...itemStyle, '&.active': activeStyle }} data-track="">
      {children}
    </StyledNavLink>
  );
}

export function MainNav() {
  const navigate = useNavigate();
  const goToPrivateEconomyZone = () => {
    navigate('/');
    setTimeout(
      () => window.scrollTo({ top: PRIVATE_ECONOMY_SCROLL_TOP, behavior: 'smooth' }),
      PRIVATE_ECONOMY_SCROLL_DELAY_MS,
    );
  };
  return (
    <HStack as="nav" aria-label="主导航" gap="2">
      <NavItem to="/" end>
        首页
      </NavItem>
      <chakra.button type="button" onClick={goToPrivateEconomyZone} css={itemStyle}>
        民营经济专区
      </chakra.button>
      <NavItem to="/product">金融超市</NavItem>
      <NavItem to="/enterpriseFriendly">惠企政策</NavItem>
    </HStack>
  );
}

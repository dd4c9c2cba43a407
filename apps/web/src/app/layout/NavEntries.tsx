import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { MAIN_NAV_ITEMS } from './nav-items';
import { useGoToPrivateEconomyZone } from './useGoToPrivateEconomyZone';

const StyledNavLink = chakra(NavLink);

interface NavEntriesProps {
  entryStyle: SystemStyleObject;
  /** What the current route's entry adds to entryStyle. */
  activeStyle: SystemStyleObject;
  /** After any entry is chosen (the phone menu closes). */
  onChoose?: () => void;
}

/** The main navigation's entries, for the wide bar and the phone menu: a route link each, or the zone's button. */
export function NavEntries({ entryStyle, activeStyle, onChoose }: NavEntriesProps) {
  const goToPrivateEconomyZone = useGoToPrivateEconomyZone();
  return (
    <>
      {MAIN_NAV_ITEMS.map((item) =>
        'zone' in item ? (
          <chakra.button
            key={item.label}
            type="button"
            css={entryStyle}
            onClick={() => {
              onChoose?.();
              goToPrivateEconomyZone();
            }}
          >
            {item.label}
          </chakra.button>
        ) : (
          <StyledNavLink
            key={item.label}
            to={item.to}
            end={item.end}
            onClick={onChoose}
            css={{ ...entryStyle, '&.active': activeStyle }}
            data-track=""
          >
            {item.label}
          </StyledNavLink>
        ),
      )}
    </>
  );
}

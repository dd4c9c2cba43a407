import { Button, useBreakpointValue } from '@chakra-ui/react';
import { hiddenInCareMode } from '@sme/ui/care-theme';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { POPUP_DEFAULT_TOP_PX, popupHover, popupLabel } from './popup-label';

interface PopUpButtonProps {
  to: string;
  short: string;
  long: string;
  /** Distance from the top of the window (spec §9 default 500 px). */
  top?: number;
  /** Names the click for the tracker (data-track). */
  track?: string;
}

/**
 * The floating pop-up button (spec §2 "other widgets", §9): pinned to the right edge, it shows its short label and
 * expands to the long one on hover (or keyboard focus); the short label comes back 300 ms after the pointer leaves.
 * On a phone nothing hovers and a pinned button would cover the cards under it: there it stands at the end of the
 * page with its long label (docs/decisions/0081-what-a-new-user-trips-over.md).
 */
export function PopUpButton({ to, short, long, top = POPUP_DEFAULT_TOP_PX, track }: PopUpButtonProps) {
  const [expanded, setExpanded] = useState(false);
  const [hover] = useState(() => popupHover(setExpanded));
  useEffect(() => () => hover.dispose(), [hover]);
  const pinned = useBreakpointValue({ base: false, md: true }, { fallback: 'md', ssr: typeof window === 'undefined' });

  if (!pinned) {
    return (
      <Button
        asChild
        colorPalette="brand"
        minH="44px"
        mx="4"
        mt="6"
        w="calc(100% - 2rem)"
        css={hiddenInCareMode}
        data-testid="popup-button"
      >
        <RouterLink to={to} data-track={track ?? long}>
          {long}
        </RouterLink>
      </Button>
    );
  }

  return (
    <Button
      asChild
      position="fixed"
      right="0"
      top={`${top}px`}
      zIndex="sticky"
      colorPalette="brand"
      borderEndRadius="0"
      boxShadow="md"
      minH="44px"
      css={hiddenInCareMode}
      data-testid="popup-button"
      data-expanded={expanded ? 'true' : 'false'}
      onMouseEnter={hover.enter}
      onMouseLeave={hover.leave}
      onFocus={hover.enter}
      onBlur={hover.leave}
    >
      <RouterLink to={to} title={long} data-track={track ?? long}>
        {popupLabel(expanded, { short, long })}
      </RouterLink>
    </Button>
  );
}

import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { POPUP_DEFAULT_TOP_PX, POPUP_RESET_MS, popupLabel } from './popup-label';

interface PopUpButtonProps {
  to: string;
  short: string;
  long: string;
  /** Distance from the top of the window (spec §9 default 500 px). */
  top?: number;
}

/**
 * The floating pop-up button (spec §2 "other widgets", §9): pinned to the right edge, it shows its short label and
 * expands to the long one on hover; the short label comes back 300 ms after the pointer leaves.
 */
export function PopUpButton({ to, short, long, top = POPUP_DEFAULT_TOP_PX }: PopUpButtonProps) {
  const [expanded, setExpanded] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelReset = () => {
    if (reset.current) clearTimeout(reset.current);
    reset.current = null;
  };
  useEffect(
    () => () => {
      if (reset.current) clearTimeout(reset.current);
    },
    [],
  );

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
      data-testid="popup-button"
      onMouseEnter={() => {
        cancelReset();
        setExpanded(true);
      }}
      onMouseLeave={() => {
        cancelReset();
        reset.current = setTimeout(() => setExpanded(false), POPUP_RESET_MS);
      }}
    >
      <RouterLink to={to} aria-label={long}>
        {popupLabel(expanded, { short, long })}
      </RouterLink>
    </Button>
  );
}

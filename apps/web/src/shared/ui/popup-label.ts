/** Spec §9 floating pop-up button: its label resets 300 ms after the pointer leaves; it sits 500 px from the top. */
export const POPUP_RESET_MS = 300;
export const POPUP_DEFAULT_TOP_PX = 500;

/** The label shown: the long one while expanded, else the short one. */
export const popupLabel = (expanded: boolean, labels: { short: string; long: string }): string =>
  expanded ? labels.long : labels.short;

/** The footer's top margin (app/layout/Footer.tsx), which full-bleed page backgrounds reach over. */
export const FOOTER_GAP = '12';

/** Heights of the header's two bars (app/layout/Header.tsx), shared with what must stay clear of them. */
export const UTILITY_BAR_HEIGHT_PX = 34;
export const NAV_BAR_HEIGHT_PX = 76;
export const HEADER_HEIGHT_PX = UTILITY_BAR_HEIGHT_PX + NAV_BAR_HEIGHT_PX;

/** The viewers' controls as pure functions (spec §2 /imgPage, /PDFShow). */

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.round(zoom * ZOOM_STEP * 100) / 100);
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, Math.round((zoom / ZOOM_STEP) * 100) / 100);
}

/** Quarter turns, always 0, 90, 180 or 270. */
export function rotate(degrees: number, direction: 'left' | 'right'): number {
  return (((degrees + (direction === 'right' ? 90 : -90)) % 360) + 360) % 360;
}

/** ?fileIndex as an index into a list of `count` items: 0 when missing or out of range. */
export function indexFromQuery(value: string | null, count: number): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  const index = Number(value);
  return index < count ? index : 0;
}

/** One step through a list or its pages, staying inside [0, count - 1]. */
export function step(index: number, delta: number, count: number): number {
  return Math.min(Math.max(0, index + delta), Math.max(0, count - 1));
}

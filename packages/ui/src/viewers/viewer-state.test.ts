import { describe, expect, it } from 'vitest';
import { indexFromQuery, rotate, step, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from './viewer-state.ts';

describe('viewer state', () => {
  it('zooms in and out by steps within its limits', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.8);
    let zoom = 1;
    for (let i = 0; i < 20; i += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(ZOOM_MAX);
    for (let i = 0; i < 40; i += 1) zoom = zoomOut(zoom);
    expect(zoom).toBe(ZOOM_MIN);
  });

  it('rotates by quarter turns both ways', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(270, 'right')).toBe(0);
    expect(rotate(0, 'left')).toBe(270);
  });

  it('reads ?fileIndex, falling back to the first item', () => {
    expect(indexFromQuery('2', 3)).toBe(2);
    expect(indexFromQuery('3', 3)).toBe(0);
    expect(indexFromQuery('-1', 3)).toBe(0);
    expect(indexFromQuery('x', 3)).toBe(0);
    expect(indexFromQuery(null, 3)).toBe(0);
  });

  it('steps through a list without leaving it', () => {
    expect(step(0, -1, 3)).toBe(0);
    expect(step(1, 1, 3)).toBe(2);
    expect(step(2, 1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });
});

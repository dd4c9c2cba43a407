import crypto from 'node:crypto';
import type { SKRSContext2D } from '@napi-rs/canvas';

/** A uniformly random number in [min, max) from the CSPRNG. */
function random(min: number, max: number): number {
  return min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function hsla(hue: number, saturation: number, lightness: number, alpha = 1): string {
  return `hsla(${hue.toFixed(0)}, ${saturation.toFixed(0)}%, ${lightness.toFixed(0)}%, ${alpha.toFixed(2)})`;
}

/**
 * Paints a new abstract landscape: a sky gradient, glowing discs, hills, translucent polygons and strokes,
 * each with random colours and positions, so no two pictures are alike and the hole has texture around it.
 */
export function paintBackground(ctx: SKRSContext2D, width: number, height: number): void {
  const hue = random(0, 360);
  const sky = ctx.createLinearGradient(0, 0, random(0, width), height);
  sky.addColorStop(0, hsla(hue, random(45, 80), random(60, 80)));
  sky.addColorStop(0.5, hsla(hue + random(30, 90), random(40, 75), random(45, 70)));
  sky.addColorStop(1, hsla(hue + random(120, 200), random(40, 75), random(30, 55)));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  for (let i = 0, discs = crypto.randomInt(5, 10); i < discs; i++) {
    const cx = random(0, width);
    const cy = random(0, height);
    const radius = random(12, 60);
    const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, radius);
    glow.addColorStop(0, hsla(hue + random(-120, 120), random(50, 100), random(55, 90), random(0.5, 0.9)));
    glow.addColorStop(1, hsla(hue + random(-120, 120), random(50, 100), random(40, 70), 0));
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.fill();
  }

  for (let layer = 0, hills = crypto.randomInt(2, 4); layer < hills; layer++) {
    const base = height * random(0.45, 0.85);
    ctx.beginPath();
    ctx.moveTo(0, height);
    ctx.lineTo(0, base);
    for (let x = 0; x <= width; x += random(20, 45)) {
      ctx.quadraticCurveTo(x + random(5, 20), base - random(10, 50), x + random(20, 40), base - random(-10, 25));
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    const hill = ctx.createLinearGradient(0, base - 50, 0, height);
    hill.addColorStop(0, hsla(hue + 150 + layer * 25, random(30, 70), random(25, 55), random(0.6, 0.95)));
    hill.addColorStop(1, hsla(hue + 190 + layer * 25, random(30, 70), random(10, 30), 0.95));
    ctx.fillStyle = hill;
    ctx.fill();
  }

  for (let i = 0, shapes = crypto.randomInt(6, 14); i < shapes; i++) {
    ctx.save();
    ctx.translate(random(0, width), random(0, height));
    ctx.rotate(random(0, Math.PI * 2));
    ctx.fillStyle = hsla(random(0, 360), random(40, 90), random(35, 85), random(0.15, 0.5));
    ctx.beginPath();
    const corners = crypto.randomInt(3, 7);
    const size = random(8, 30);
    for (let c = 0; c < corners; c++) {
      const angle = (c / corners) * Math.PI * 2;
      const reach = size * random(0.6, 1.2);
      ctx.lineTo(Math.cos(angle) * reach, Math.sin(angle) * reach);
    }
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  for (let i = 0, strokes = crypto.randomInt(3, 7); i < strokes; i++) {
    ctx.strokeStyle = hsla(random(0, 360), random(30, 90), random(40, 95), random(0.2, 0.6));
    ctx.lineWidth = random(0.8, 3);
    ctx.beginPath();
    ctx.moveTo(random(0, width), random(0, height));
    ctx.bezierCurveTo(
      random(0, width),
      random(0, height),
      random(0, width),
      random(0, height),
      random(0, width),
      random(0, height),
    );
    ctx.stroke();
  }
}

export { random as randomBetween };

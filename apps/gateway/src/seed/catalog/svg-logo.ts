/** Logos of the demo content: a rounded square in a brand colour with one or two characters, as a data: URL. */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export interface LogoSpec {
  /** One or two characters shown on the logo. */
  label: string;
  /** Brand colour, #rrggbb. */
  color: string;
  /** Accessible name of the image (the full name of what it stands for). */
  title: string;
}

const SIZE = 96;
const FONT_STACK = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

export function logoSvg({ label, color, title }: LogoSpec): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) throw new Error(`Logo colour must be #rrggbb: ${color}`);
  const chars = [...label];
  if (chars.length < 1 || chars.length > 2) throw new Error(`Logo label must have 1 or 2 characters: ${label}`);
  const fontSize = chars.length === 1 ? 52 : 36;
  const shade = darken(color, 0.28);
  // Named by colour: logos inlined in one page share ids, and one colour always means one gradient.
  const gradientId = `logo-${color.slice(1).toLowerCase()}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade}"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" rx="20" ry="20" fill="url(#${gradientId})"/>`,
    `<rect x="6" y="6" width="${SIZE - 12}" height="${SIZE - 12}" rx="15" ry="15" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="${SIZE / 2}" y="${SIZE / 2}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(FONT_STACK)}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

export function logoDataUrl(spec: LogoSpec): string {
  return `data:image/svg+xml;base64,${Buffer.from(logoSvg(spec), 'utf8').toString('base64')}`;
}

/** The colour mixed towards black by `amount` (0-1), for the gradient's lower edge. */
function darken(color: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

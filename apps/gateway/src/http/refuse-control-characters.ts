import { GatewayCode } from '@sme/contract/codes';
import type { RequestHandler } from 'express';
import { fail } from './envelope.ts';
import { CONTROL_CHARACTERS } from './validate.ts';

/** Nesting deeper than this is not looked into further (the calls take flat bodies); it is refused instead. */
const MAX_DEPTH = 8;

/** Line breaks and tabs are text (remarks, addresses); every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a UTF-16 surrogate pair without its other half (JSON's "\ud800"): stored, it would become U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const CONTROL_MESSAGE = '请求参数含有不允许的控制字符';
const SURROGATE_MESSAGE = '请求参数含有无效的字符（不成对的 Unicode 代理字符），请检查输入';

/** The message refusing the first bad string found, or null when every string (and key) is acceptable. */
function refusal(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return textRefusal(value, REFUSED);
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return CONTROL_MESSAGE;
  for (const [key, inner] of Object.entries(value)) {
    const found = textRefusal(key, CONTROL_CHARACTERS) ?? refusal(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

function textRefusal(text: string, control: RegExp): string | null {
  if (control.test(text)) return CONTROL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/**
 * PostgreSQL cannot store a NUL in text, and no field of this gateway has a use for control characters: a request
 * with one in its path parameters, query or body is refused with a clear message before any handler sees it. So is
 * a lone UTF-16 surrogate, which no real text has and which would be stored as U+FFFD.
 */
export const refuseControlCharacters: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    res.status(400).json(fail(GatewayCode.BAD_PARAMS, '请求路径的编码不正确'));
    return;
  }
  // A validation failure like any other: HTTP 200 with the envelope's code (docs/decisions/0002-gateway-envelope-statuses-and-amounts.md).
  const refused = textRefusal(path, REFUSED) ?? refusal(req.query, 0) ?? refusal(req.body, 0);
  if (refused) {
    res.json(fail(GatewayCode.BAD_PARAMS, refused));
    return;
  }
  next();
};

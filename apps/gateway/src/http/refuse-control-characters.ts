import type { RequestHandler } from 'express';
import { GatewayCode } from '../contract/gateway-codes.ts';
import { fail } from './envelope.ts';
import { CONTROL_CHARACTERS } from './validate.ts';

/** Nesting deeper than this is not looked into further (the calls take flat bodies); it is refused instead. */
const MAX_DEPTH = 8;

/** Line breaks and tabs are text (remarks, addresses); every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasRefusedCharacter(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return REFUSED.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key) || hasRefusedCharacter(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL in text, and no field of this gateway has a use for control characters: a request
 * with one in its path parameters, query or body is refused with a clear message before any handler sees it.
 */
export const refuseControlCharacters: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    res.status(400).json(fail(GatewayCode.BAD_PARAMS, '请求路径的编码不正确'));
    return;
  }
  // A validation failure like any other: HTTP 200 with the envelope's code (docs/decisions.md).
  if (REFUSED.test(path) || hasRefusedCharacter(req.query, 0) || hasRefusedCharacter(req.body, 0)) {
    res.json(fail(GatewayCode.BAD_PARAMS, '请求参数含有不允许的控制字符'));
    return;
  }
  next();
};

import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { KEY_PATTERN, randomShortLinkKey } from '../domain/short-link-key.ts';
import { portalTarget } from '../domain/short-link-target.ts';
import { insertShortLink, type ShortLinkRow } from '../stores/short-link-store.ts';

/** Longest validity an operator may give (about ten years); no --days means the link never expires. */
export const MAX_DAYS = 3650;
const DAY_MS = 86_400_000;
/** A fresh random key colliding with a taken one is all but impossible; a few tries make it certain. */
const RANDOM_KEY_TRIES = 5;

export interface NewShortLink {
  /** A portal route (`/product/12` or `/#/product/12`). */
  target: string;
  /** A key of the operator's choice; a random one when absent. */
  key?: string;
  /** Days until it expires; never when absent. */
  days?: number;
}

/** A refusal of the operator command, worded for the operator. */
export class ShortLinkRefused extends Error {
  override name = 'ShortLinkRefused';
}

/** Creates a short link (the operator command and the demo seed); throws ShortLinkRefused for bad input. */
export async function createShortLink(db: Kysely<DB>, link: NewShortLink, now: Date): Promise<ShortLinkRow> {
  const target = portalTarget(link.target);
  if (target === null) {
    throw new ShortLinkRefused(`目标地址必须是本平台的页面路径，例如 /product/12（不能指向其他网站）：${link.target}`);
  }
  if (link.days !== undefined && (!Number.isInteger(link.days) || link.days < 1 || link.days > MAX_DAYS)) {
    throw new ShortLinkRefused(`有效天数必须是 1-${MAX_DAYS} 的整数`);
  }
  const expiresAt = link.days === undefined ? null : new Date(now.getTime() + link.days * DAY_MS);
  if (link.key !== undefined) {
    if (!KEY_PATTERN.test(link.key)) {
      throw new ShortLinkRefused('短链接标识只能由 4-32 位字母、数字、下划线或连字符组成');
    }
    const row = { key: link.key, target, expiresAt };
    if (!(await insertShortLink(db, row, now))) throw new ShortLinkRefused(`短链接标识已被占用：${link.key}`);
    return row;
  }
  for (let attempt = 0; attempt < RANDOM_KEY_TRIES; attempt++) {
    const row = { key: randomShortLinkKey(), target, expiresAt };
    if (await insertShortLink(db, row, now)) return row;
  }
  throw new Error('could not find a free random short-link key');
}

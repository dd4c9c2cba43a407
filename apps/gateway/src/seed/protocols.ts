import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The platform's own texts (HTML files beside this module), as protocol rows of spec §3. */
const PROTOCOLS = [
  { id: 1, type: 1, title: '隐私政策', file: 'privacy-policy.html', isPopUp: true },
  { id: 2, type: 2, title: '用户服务协议', file: 'user-service-agreement.html', isPopUp: true },
  { id: 3, type: 3, title: '信息采集及查询授权书', file: 'information-authorization.html', isPopUp: false },
  { id: 4, type: 4, title: '信用承诺书', file: 'credit-commitment.html', isPopUp: false },
] as const;

export const PROTOCOL_VERSION = '1.0.0';

function readText(file: string): string {
  return fs.readFileSync(new URL(`./protocol-texts/${file}`, import.meta.url), 'utf8');
}

/** Inserts the protocols that are missing (never overwrites an edited one); answers whether it inserted any. */
export async function seedProtocols(db: Kysely<DB>): Promise<boolean> {
  const rows = PROTOCOLS.map((protocol) => ({
    id: protocol.id,
    type: protocol.type,
    version: PROTOCOL_VERSION,
    title: protocol.title,
    is_pop_up: protocol.isPopUp,
    content: readText(protocol.file),
  }));
  const inserted = await db
    .insertInto('protocol')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

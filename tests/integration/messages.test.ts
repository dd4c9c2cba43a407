import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsPlatform, type Browser, data, failure, freshIp } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startWithDemoOwner } from './support/demo-owner.ts';
import { devTransition } from './support/dev-transition.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { SWITCH, UNREAD } from './support/shared-operations.ts';

/** The portal's message centre through graph and gateway: a move's message, the unread count, marking read. */

const MESSAGES = `query($page: PageInput) { messages(page: $page) { total pageNum pageSize
  records { id applicationId title body createdAt read } } }`;
const MARK = 'mutation($ids: [ID!], $all: Boolean) { markMessagesRead(ids: $ids, all: $all) { updated unreadCount } }';
const PRODUCT = '粤秀税信贷';

interface MessagePage {
  total: number;
  records: Array<{ id: string; applicationId: string | null; title: string; body: string; read: boolean }>;
}

let platform: AccountsPlatform;
let owner: Browser;
let ownerCompanyId: string;
let otherCompanyId: string;

const move = (id: string, toStatus: number) => devTransition(platform, id, toStatus);

const unread = async () => (await data<{ unreadMessageCount: number }>(platform.app, owner, UNREAD)).unreadMessageCount;
const messages = async (page?: object) =>
  (await data<{ messages: MessagePage }>(platform.app, owner, MESSAGES, page ? { page } : undefined)).messages;

beforeAll(async () => {
  ({ platform, owner, ownerCompanyId, otherCompanyId } = await startWithDemoOwner());
});
afterAll(() => platform?.close());

describe('the message centre', () => {
  it('shows a move’s message, counts it unread and marks it read', async () => {
    await data(platform.app, owner, MARK, { all: true });
    expect(await unread()).toBe(0);
    const productId = await productIdNamed(platform, PRODUCT);
    const id = await applyForProduct(platform, owner, productId, { applyAmount: 50 });
    expect(await unread()).toBe(0);
    await move(id, 11);
    await move(id, 4);
    expect(await unread()).toBe(2);

    const page = await messages({ pageNum: 1, pageSize: 2 });
    expect(page.records.map((record) => [record.applicationId, record.title, record.read])).toEqual([
      [id, '申请已被机构受理', false],
      [id, '申请已被机构查看', false],
    ]);
    expect(page.records[0]?.body).toBe(`您申请的「${PRODUCT}」已被机构受理，客户经理将与您联系。`);

    const one = await data<{ markMessagesRead: { updated: number; unreadCount: number } }>(platform.app, owner, MARK, {
      ids: [page.records[1]?.id],
    });
    expect(one.markMessagesRead).toEqual({ updated: 1, unreadCount: 1 });
    const all = await data<{ markMessagesRead: { updated: number; unreadCount: number } }>(platform.app, owner, MARK, {
      all: true,
    });
    expect(all.markMessagesRead).toEqual({ updated: 1, unreadCount: 0 });
    expect((await messages()).records[0]?.read).toBe(true);
  });

  it('shows another company of the same account none of these messages (not certified: -5004)', async () => {
    await data(platform.app, owner, SWITCH, { id: otherCompanyId });
    try {
      for (const query of [MESSAGES, UNREAD]) {
        const refused = await failure(platform.app, owner, query);
        expect(refused.error.extensions, query).toMatchObject({ gatewayCode: GatewayCode.CERTIFICATION_REQUIRED });
      }
    } finally {
      await data(platform.app, owner, SWITCH, { id: ownerCompanyId });
    }
  });

  it('refuses bad arguments and callers without a session', async () => {
    for (const variables of [{}, { ids: [] }, { ids: ['abc'] }]) {
      const { error } = await failure(platform.app, owner, MARK, variables);
      expect(error.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const { error } = await failure(platform.app, { ip: freshIp() }, UNREAD);
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

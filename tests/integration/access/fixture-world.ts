import request from 'supertest';
import { REGISTRY_FIXTURE } from '../../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { ACTOR_CLASSES, type ActorClass } from '../../support/actor-classes.ts';
import { productApplicationInput } from '../../support/application-input.ts';
import { pdf } from '../../support/sample-files/pdf.ts';
import {
  type AccountsPlatform,
  type Browser,
  CANTEEN_COOKIE,
  data,
  freshIp,
  registerAccount,
  SESSION_COOKIE,
} from '../support/accounts-platform.ts';
import { startWithDemoOwner } from '../support/demo-owner.ts';
import type { GraphQLBody } from '../support/graphql-request.ts';
import { type FirstAnswer, firstAnswer, type LiveGraph, startLiveGraph } from '../support/live-graph.ts';
import { productIdNamed } from '../support/seeded-rows.ts';
import { APPLY, PUBLISH } from '../support/shared-operations.ts';
import { STAFF_COOKIE, type StaffBrowser, staffSignIn } from '../support/staff-platform.ts';

const OTHER_ORG_ADMIN = 'org02-admin';
const STRAY_STAFF = 'org03-staff';
const ADD_COMPANY = 'mutation($input: AddCompanyInput!) { addCompany(input: $input) { companyName } }';
const CREATE_PRODUCT = 'mutation($input: OrgProductInput!) { createOrgProduct(input: $input) { id } }';
const REVIEW = 'mutation($input: TransitionInput!) { transitionApplication(input: $input) { id } }';
const CANTEEN_LOGIN = 'mutation { canteenLogin { name } }';

/** One class's cookies: fixed for the whole run (a wrong-kind token is never swapped for what the graph answers). */
interface Caller {
  ip: string;
  cookies: string[];
}

/**
 * The world every row of the GraphQL access matrix runs in: one graph + gateway on a seeded database, one caller per
 * actor class (tests/support/actor-classes.ts), and the owner's resources the calls name.
 */
export interface AccessWorld {
  platform: AccountsPlatform;
  /** The owner's company (示例智造, certified, face-checked) and its other, uncertified one. */
  ownerCompanyId: string;
  otherCompanyId: string;
  /** 粤秀税信贷, a product of institution org01 (whose staff are orgStaff and orgAdmin). */
  productId: string;
  /**
   * The standing resources every class that must be refused is sent (and must leave as they are): an application of
   * the owner's company to `productId`, a need of it open to institutions, a product of org01, a file of the owner's.
   * A class a row lets through gets a fresh one of its own (freshApplication …).
   */
  applicationId: string;
  needId: string;
  orgProductId: string;
  orgProductName: string;
  /** 粤秀示范农商银行, institution org01. */
  orgId: string;
  /** A file the owner uploaded. */
  ownerFilePath: string;
  send(
    actor: ActorClass,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLBody<Record<string, unknown>>>;
  /**
   * A subscription as the class's browser opens it over WebSocket (on a second graph instance): its first answer, as
   * a body — open and waiting for an event counts as data; a socket closed for want of a session as UNAUTHENTICATED.
   */
  subscribe(
    actor: ActorClass,
    query: string,
    variables: Record<string, unknown>,
    field: string,
  ): Promise<GraphQLBody<Record<string, unknown>>>;
  /** A new application of the owner's company to `productId`, for a row that changes one. */
  freshApplication(): Promise<string>;
  /** A new financing need of the owner's company, open for institutions to claim. */
  freshNeed(): Promise<string>;
  /** A new product of org01, made by its administrator. */
  freshOrgProduct(): Promise<string>;
  /** A new file the owner uploaded. */
  freshFile(): Promise<string>;
  close(): Promise<void>;
}

let serial = 0;
const key = (what: string) => `access-matrix-${what}-${Date.now()}-${++serial}`;

export const APPLICATION_INPUT = (productId: string, now: number) => productApplicationInput(productId, now);

export const NEED_INPUT = () => ({
  applyAmount: 50,
  loanFor: 4,
  guaranteeMethods: [4],
  loanPeriod: 12,
  interestRate: 4.5,
  expiryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  idempotencyKey: key('need'),
});

export const ORG_PRODUCT_INPUT = () => ({
  productName: `矩阵测试贷${++serial}`,
  productType: 1,
  guaranteeMethods: [4],
  repayMethods: [1],
  minAmount: 10,
  maxAmount: 100,
  minPeriod: 3,
  maxPeriod: 12,
});

const cookieOf = (pair: string | undefined, name: string) => pair?.slice(`${name}=`.length) ?? '';

/** A browser that has added `fixture` (uncertified until the test's database says otherwise). */
async function accountWithCompany(
  platform: AccountsPlatform,
  fixture: { name: string; uniformCode: string; legalPerson: string },
) {
  const browser: Browser = { ip: freshIp() };
  await registerAccount(platform, browser);
  const input = { companyName: fixture.name, uniformCode: fixture.uniformCode, legalPerson: fixture.legalPerson };
  await data(platform.app, browser, ADD_COMPANY, { input });
  return browser;
}

export async function buildAccessWorld(): Promise<AccessWorld> {
  const { platform, owner, ownerCompanyId, otherCompanyId } = await startWithDemoOwner();
  const { db } = platform.database;
  const noCompany: Browser = { ip: freshIp() };
  await registerAccount(platform, noCompany);
  const uncertified = await accountWithCompany(platform, REGISTRY_FIXTURE.demoCertified);
  const otherCompany = await accountWithCompany(platform, REGISTRY_FIXTURE.distinctive);
  const otherUser = await db
    .selectFrom('company')
    .innerJoin('user_company', 'user_company.company_id', 'company.id')
    .select(['user_company.user_id', 'user_company.company_id'])
    .where('company.uniform_code', '=', REGISTRY_FIXTURE.distinctive.uniformCode)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('user_company')
    .set({ certified: true, identify_status: 6, certified_at: new Date() })
    .where('user_id', '=', otherUser.user_id)
    .where('company_id', '=', otherUser.company_id)
    .execute();

  const staff: Record<string, StaffBrowser> = {};
  // The staff classes, org02's administrator, and staff of a third institution whose session token is sent as the portal's.
  for (const username of [
    'operator',
    'org01-staff',
    'org01-admin',
    'gov',
    'gov-reviewer',
    OTHER_ORG_ADMIN,
    STRAY_STAFF,
  ]) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
  const canteenOwner: Browser = { ip: freshIp(), cookie: owner.cookie };
  await data(platform.app, canteenOwner, CANTEEN_LOGIN);

  const productId = String(await productIdNamed(platform));

  const portal = (browser: Browser) => [browser.cookie ?? ''];
  const staffOf = (username: string) => [staff[username]?.staff ?? ''];
  const cookies: Record<ActorClass, string[]> = {
    visitor: [],
    noCompany: portal(noCompany),
    uncertified: portal(uncertified),
    otherCompany: portal(otherCompany),
    owner: portal(owner),
    operator: staffOf('operator'),
    orgStaff: staffOf('org01-staff'),
    orgAdmin: staffOf('org01-admin'),
    govViewer: staffOf('gov'),
    otherOrgAdmin: staffOf(OTHER_ORG_ADMIN),
    staffAsEnterprise: [`${SESSION_COOKIE}=${cookieOf(staff[STRAY_STAFF]?.staff, STAFF_COOKIE)}`],
    enterpriseAsStaff: [`${STAFF_COOKIE}=${cookieOf(owner.cookie, SESSION_COOKIE)}`],
    canteenAsEnterprise: [`${SESSION_COOKIE}=${cookieOf(canteenOwner.canteen, CANTEEN_COOKIE)}`],
    govReviewer: staffOf('gov-reviewer'),
  };
  const callers = Object.fromEntries(
    ACTOR_CLASSES.map((actor) => [actor, { ip: freshIp(), cookies: cookies[actor] }]),
  ) as Record<ActorClass, Caller>;

  const send = async (actor: ActorClass, query: string, variables?: Record<string, unknown>) => {
    const caller = callers[actor];
    const call = request(platform.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', caller.ip);
    if (caller.cookies.length > 0) call.set('cookie', caller.cookies.join('; '));
    const response = await call.send({ query, ...(variables ? { variables } : {}) });
    return response.body as GraphQLBody<Record<string, unknown>>;
  };
  let liveGraph: Promise<LiveGraph> | undefined;
  const subscribe = async (actor: ActorClass, query: string, variables: Record<string, unknown>, field: string) => {
    liveGraph ??= startLiveGraph(platform, 50);
    const client = (await liveGraph).connect(callers[actor].cookies.join('; ') || undefined);
    const answer = await firstAnswer(client, query, variables, SUBSCRIPTION_WAIT_MS);
    await client.dispose();
    return subscriptionBody(answer, field);
  };
  const must = async <T>(actor: ActorClass, query: string, variables: Record<string, unknown>) => {
    const body = await send(actor, query, variables);
    if (body.errors || !body.data) throw new Error(`${actor}: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  };
  const freshApplication = async () =>
    (
      await must<{ applyForProduct: { id: string } }>('owner', APPLY, {
        input: APPLICATION_INPUT(productId, platform.clock.now().getTime()),
      })
    ).applyForProduct.id;
  const freshNeed = async () => {
    const { id } = (await must<{ publishNeed: { id: string } }>('owner', PUBLISH, { input: NEED_INPUT() })).publishNeed;
    await must('operator', REVIEW, { input: { id, toStatus: 2 } });
    return id;
  };
  const orgProduct = async () => {
    const input = ORG_PRODUCT_INPUT();
    const created = await must<{ createOrgProduct: { id: string } }>('orgAdmin', CREATE_PRODUCT, { input });
    return { id: created.createOrgProduct.id, name: input.productName };
  };
  const freshOrgProduct = async () => (await orgProduct()).id;

  const freshFile = async () => {
    const uploaded = await request(platform.app)
      .post('/files/upload')
      .set('x-forwarded-for', callers.owner.ip)
      .set({ 'x-upload-request': '1', cookie: callers.owner.cookies.join('; ') })
      .attach('file', pdf(), 'matrix.pdf');
    const path = (uploaded.body as { path?: string }).path;
    if (!path) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
    return path;
  };
  const org = await db
    .selectFrom('financial_org')
    .select('id')
    .where('org_name', '=', '粤秀示范农商银行')
    .executeTakeFirstOrThrow();

  const standingProduct = await orgProduct();
  return {
    platform,
    ownerCompanyId,
    otherCompanyId,
    productId,
    applicationId: await freshApplication(),
    needId: await freshNeed(),
    orgProductId: standingProduct.id,
    orgProductName: standingProduct.name,
    orgId: String(org.id),
    ownerFilePath: await freshFile(),
    send,
    subscribe,
    freshApplication,
    freshNeed,
    freshOrgProduct,
    freshFile,
    close: async () => {
      await (await liveGraph)?.stop();
      await platform.close();
    },
  };
}

/** How long a subscription may stay silent before it counts as open and waiting (the gateway answers refusals at once). */
const SUBSCRIPTION_WAIT_MS = 1_500;

function subscriptionBody(answer: FirstAnswer, field: string): GraphQLBody<Record<string, unknown>> {
  if (answer.waiting) return { data: { [field]: { __typename: 'LiveEvent' } } } as GraphQLBody<Record<string, unknown>>;
  if (answer.data || answer.errors) return answer as GraphQLBody<Record<string, unknown>>;
  const code = (answer.closed as { code?: number } | undefined)?.code;
  const errorCode = code === 4403 ? 'UNAUTHENTICATED' : `SOCKET_CLOSED_${code ?? 'WITHOUT_CODE'}`;
  return { errors: [{ message: `socket closed ${code}`, extensions: { code: errorCode } }] } as GraphQLBody<
    Record<string, unknown>
  >;
}

import { sql } from 'kysely';
import type { ActorClass } from '../../../../tests/support/actor-classes.ts';
import { png } from '../../../../tests/support/sample-files/images.ts';
import { type AccountsHarness, freshIp, post, register, startAccounts } from '../accounts-support.ts';
import {
  applyOk,
  type Company,
  certifiedCompany,
  driveTo,
  offeredProductIds,
  publishOk,
} from '../applications-support.ts';
import { uploaded } from '../files-support.ts';
import { insertCompany, joinCompany } from '../identity-support.ts';
import { orgProductBody } from '../org-product-support.ts';
import { orgOfStaff, STAFF_HEADER, staffLogin, staffPost, usernameOf } from '../staff-support.ts';

/**
 * The access matrix's one fixture world (docs/access-matrix.md): the owner's company with an application in an
 * institution's hands (with a manager, messages and a file), a published need, another certified company, an account
 * without a company, an uncertified member of the owner's company, the staff of the handling institution and of
 * another one, the operator, the government viewer and a canteen session.
 */
export interface AccessWorld {
  h: AccountsHarness;
  owner: Company & { uniformCode: string; companyName: string };
  other: Company;
  /** The owner's application, accepted (11) by the handling institution, with a manager. */
  applicationId: number;
  /** The owner's published need, open for pickup. */
  needId: number;
  managerId: number;
  messageId: number;
  filePath: string;
  /** The file each enterprise class would name as its own (the owner's for the owner and its uncertified member). */
  filePathOf(actor: ActorClass): string;
  industryCode: string;
  regionalArticleId: number;
  productId: number;
  /** A product of the handling institution, for the product calls. */
  orgProductId: number;
  handlingOrgId: number;
  /** The headers each class sends (its token in the place of its kind, or of the wrong kind). */
  headers: Record<ActorClass, Record<string, string>>;
  /** The enterprise token of each enterprise class (for calls that carry it elsewhere, e.g. the GW92 header). */
  enterpriseTokens: Partial<Record<ActorClass, string>>;
  /** Business rows (applications, messages, files …) as one fingerprint, to prove refused calls changed nothing. */
  fingerprint(): Promise<string>;
  /** A throwaway application of the owner's (submitted, status 1). */
  freshApplication(): Promise<number>;
  /** A throwaway need of the owner's, open for pickup. */
  freshNeed(): Promise<number>;
  /** A throwaway file of the owner's. */
  freshFile(): Promise<string>;
  /** A throwaway product of the handling institution (made by its administrator). */
  freshOrgProduct(): Promise<number>;
}

/** The tables that hold business: a refused call must leave every row of them as it was. */
const BUSINESS_TABLES = [
  'app_user',
  'company',
  'user_company',
  'data_authorisation',
  'loan_application',
  'loan_application_event',
  'loan_product',
  'loan_referral',
  'enterprise_message',
  'application_thread_message',
  'subsidy_claim',
  'stored_file',
  'quota_questionnaire',
  'quota_estimate',
  'pre_credit',
  'equity_application',
  'data_access_log',
  'protocol_read_record',
  'canteen_session',
] as const;

export async function buildAccessWorld(): Promise<AccessWorld> {
  // Limits are not what this test is about: a generous factor keeps the world's many calls under them.
  const h = await startAccounts({ settings: { rateLimitFactor: 1000 } });
  const [productId] = await offeredProductIds(h);
  if (productId === undefined) throw new Error('no product offered');
  const { org_id: handlingOrgId } = await h.database.db
    .selectFrom('loan_product')
    .select('org_id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();

  const ownerCompany = await certifiedCompany(h);
  const { uniform_code: uniformCode, company_name: companyName } = await h.database.db
    .selectFrom('company')
    .select(['uniform_code', 'company_name'])
    .where('id', '=', ownerCompany.companyId)
    .executeTakeFirstOrThrow();
  const owner = { ...ownerCompany, uniformCode, companyName };
  const other = await certifiedCompany(h);

  const noCompany = (await register(h.app, freshIp())).token;
  const uncertified = (await register(h.app, freshIp())).token;
  await joinCompany(h, uncertified, owner.companyId);

  const applicationId = await applyOk(h, owner, productId);
  await driveTo(h, applicationId, [11]);
  const manager = await h.database.db
    .selectFrom('org_user')
    .select('id')
    .where('org_id', '=', handlingOrgId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await h.database.db
    .updateTable('loan_application')
    .set({ manager_id: manager.id })
    .where('id', '=', applicationId)
    .execute();
  const needId = await publishOk(h, owner);
  await driveTo(h, needId, [2]);
  // The other company's business is with another institution, so nothing of the handling one is its own.
  const otherApplication = await applyOk(h, other, await productOfAnotherInstitution(h, handlingOrgId));
  await driveTo(h, otherApplication, [11]);
  for (const company of [owner, other]) await makeEstimate(h, company.token);
  const message = await h.database.db
    .selectFrom('enterprise_message')
    .select('id')
    .where('company_id', '=', owner.companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const freshFile = () => uploaded(h.app, owner.token, '营业执照.png', png());
  const filePath = await freshFile();
  const otherFilePath = await uploaded(h.app, other.token, '营业执照.png', png());
  const industry = await h.database.db.selectFrom('product_industry').select('code').executeTakeFirstOrThrow();
  const regional = await h.database.db
    .selectFrom('content_article')
    .select('id')
    .where('kind', '=', 'regional')
    .where('published', '=', true)
    .executeTakeFirstOrThrow();

  const staffNames = {
    operator: 'operator',
    orgStaff: await usernameOf(h, handlingOrgId, 'org_staff'),
    orgAdmin: await usernameOf(h, handlingOrgId, 'org_admin'),
    govViewer: 'gov',
    otherOrgAdmin: await otherInstitutionAdmin(h, handlingOrgId),
    govReviewer: 'gov-reviewer',
  };
  const staff = {
    operator: await staffLogin(h, staffNames.operator),
    orgStaff: await staffLogin(h, staffNames.orgStaff),
    orgAdmin: await staffLogin(h, staffNames.orgAdmin),
    govViewer: await staffLogin(h, staffNames.govViewer),
    otherOrgAdmin: await staffLogin(h, staffNames.otherOrgAdmin),
    govReviewer: await staffLogin(h, staffNames.govReviewer),
  };
  // The canteen session comes from an account of its own, so no class's canteen login ends it.
  const canteenHolder = await register(h.app, freshIp());
  const canteen = await post(h.app, '/canteen/auth/login', freshIp(), canteenHolder.token).send({
    mobile: canteenHolder.mobile,
  });
  const canteenToken = canteen.body.data.canteenToken as string;

  const freshOrgProduct = async () => {
    const created = await staffPost<{ id: number }>(h, '/loan/org/product/create', staff.orgAdmin, orgProductBody());
    if (created.code !== 0) throw new Error(`product create: ${created.msg}`);
    return created.data.id;
  };
  const orgProductId = await freshOrgProduct();

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const staffHeader = (token: string) => ({ [STAFF_HEADER]: token });
  return {
    h,
    owner,
    other,
    applicationId,
    needId,
    managerId: manager.id,
    messageId: message.id,
    filePath,
    filePathOf: (actor) => (actor === 'otherCompany' ? otherFilePath : filePath),
    industryCode: industry.code,
    regionalArticleId: regional.id,
    productId,
    orgProductId,
    handlingOrgId,
    headers: {
      visitor: {},
      noCompany: bearer(noCompany),
      uncertified: bearer(uncertified),
      otherCompany: bearer(other.token),
      owner: bearer(owner.token),
      operator: staffHeader(staff.operator),
      orgStaff: staffHeader(staff.orgStaff),
      orgAdmin: staffHeader(staff.orgAdmin),
      govViewer: staffHeader(staff.govViewer),
      otherOrgAdmin: staffHeader(staff.otherOrgAdmin),
      staffAsEnterprise: bearer(staff.orgAdmin),
      enterpriseAsStaff: staffHeader(owner.token),
      canteenAsEnterprise: bearer(canteenToken),
      govReviewer: staffHeader(staff.govReviewer),
    },
    enterpriseTokens: { noCompany, uncertified, otherCompany: other.token, owner: owner.token },
    fingerprint: () => fingerprint(h),
    freshApplication: () => applyOk(h, owner, productId),
    freshNeed: async () => {
      const id = await publishOk(h, owner);
      await driveTo(h, id, [2]);
      return id;
    },
    freshFile,
    freshOrgProduct,
  };
}

async function otherInstitutionAdmin(h: AccountsHarness, handlingOrgId: number): Promise<string> {
  const row = await h.database.db
    .selectFrom('staff_account as a')
    .innerJoin('org_user as u', 'u.id', 'a.org_user_id')
    .select('a.username')
    .where('u.org_id', '!=', handlingOrgId)
    .where('a.role', '=', 'org_admin')
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  if ((await orgOfStaff(h, row.username)) === handlingOrgId) throw new Error('same institution');
  return row.username;
}

async function fingerprint(h: AccountsHarness): Promise<string> {
  const digests = BUSINESS_TABLES.map(
    (table) => sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.table(table)} t)`,
  );
  const { rows } = await sql<{ digest: string }>`SELECT concat_ws(',', ${sql.join(digests)}) AS digest`.execute(
    h.database.db,
  );
  return rows[0]?.digest ?? '';
}

/** A company of the registry's kind that no class belongs to (for calls that name a company). */
export async function strayCompany(h: AccountsHarness): Promise<number> {
  return (await insertCompany(h.database)).id;
}

/** The questionnaire answered and a one-click estimate made, so the estimate calls have something to answer. */
async function makeEstimate(h: AccountsHarness, token: string): Promise<void> {
  const answers = {
    revenueBand: 2,
    taxRating: 'A',
    employeesBand: 2,
    yearsBand: 2,
    existingLoansBand: 1,
    collateral: 0,
  };
  const submitted = await post(h.app, '/loan/product/pc/questionnaire/submit', freshIp(), token).send(answers);
  if (submitted.body.code !== 0) throw new Error(`questionnaire: ${submitted.body.msg}`);
  const estimate = await post(h.app, '/loan/pc/yc/quota', freshIp(), token).send({});
  if (estimate.body.code !== 0) throw new Error(`estimate: ${estimate.body.msg}`);
}

async function productOfAnotherInstitution(h: AccountsHarness, orgId: number): Promise<number> {
  for (const id of await offeredProductIds(h)) {
    const row = await h.database.db
      .selectFrom('loan_product')
      .select('org_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.org_id !== orgId) return id;
  }
  throw new Error('no product of another institution');
}

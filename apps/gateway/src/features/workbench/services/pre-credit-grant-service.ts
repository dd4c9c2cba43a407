import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import type { OrgPreCreditRecord, PreCreditRowRecord } from '@sme/contract/routes/org-products';
import type { Transaction } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { preCreditTerms } from '#features/estimates/domain/pre-credit.ts';
import { insertPreCredit } from '#features/estimates/stores/pre-credit-store.ts';
import { ApiError } from '#http/api-error.ts';
import type { WorkbenchContext } from '../context.ts';
import { PRE_CREDIT_MESSAGES as M } from '../domain/org-product-rules.ts';
import { type CheckedGrant, checkGrant, type GrantFields, parseImport } from '../domain/pre-credit-rows.ts';
import {
  companiesByCode,
  isOwnOfferedProduct,
  listOrgPreCredits,
  lockGrants,
  type OrgPreCreditRow,
  sameGrantExists,
} from '../stores/pre-credit-grant-store.ts';
import { institutionOf, type StaffContext } from './staff-guard.ts';

/** A limit as the workbench lists it (docs/gateway-api.md, "OrgPreCreditRecord"). */
function orgPreCreditRecord(row: OrgPreCreditRow, today: string): OrgPreCreditRecord {
  return {
    id: row.id,
    companyName: row.companyName,
    uniformCode: row.uniformCode,
    ...preCreditTerms(row, today),
    grantedBy: row.grantedBy,
  };
}

/** One row of an import as answered: what was read, and accepted (with the new id once written) or refused. */
export type ImportRowResult = PreCreditRowRecord;

interface Decided {
  result: ImportRowResult;
  grant?: CheckedGrant & { companyId: number };
}

const SAME_GRANT = '本机构已为该企业授予过相同额度和有效期的预授信';

/**
 * Decides every row inside the transaction: its own fields (checkGrant), a company on the platform, no second row of
 * the same company in the text, not a repeat of a standing grant.
 */
async function decideRows(
  trx: Transaction<DB>,
  orgId: number,
  rows: { line: number; fields: GrantFields; unreadable?: string }[],
  today: string,
): Promise<Decided[]> {
  const checked = rows.map((row) => ({
    row,
    check: row.unreadable ? { refused: row.unreadable } : checkGrant(row.fields, today),
  }));
  const codes = checked.flatMap(({ check }) => ('refused' in check ? [] : [check.uniformCode]));
  const companies = await companiesByCode(trx, codes);
  const firstLine = new Map<string, number>();
  const decided: Decided[] = [];
  for (const { row, check } of checked) {
    const typed = typeof row.fields.uniformCode === 'string' ? row.fields.uniformCode.trim().toUpperCase() : '';
    const base = { line: row.line, id: null };
    if ('refused' in check) {
      decided.push({
        result: {
          ...base,
          uniformCode: typed,
          companyName: null,
          amount: null,
          validFrom: null,
          validUntil: null,
          accepted: false,
          reason: check.refused,
        },
      });
      continue;
    }
    const company = companies.get(check.uniformCode);
    const shown = {
      ...base,
      uniformCode: check.uniformCode,
      companyName: company?.name ?? null,
      amount: check.amount,
      validFrom: check.validFrom,
      validUntil: check.validUntil,
    };
    const earlier = firstLine.get(check.uniformCode);
    let reason: string | null = null;
    if (!company) reason = M.companyUnknown;
    else if (earlier !== undefined) reason = M.duplicateInFile(earlier);
    else if (await sameGrantExists(trx, orgId, company.id, check)) reason = SAME_GRANT;
    if (!firstLine.has(check.uniformCode)) firstLine.set(check.uniformCode, row.line);
    if (reason || !company) {
      decided.push({ result: { ...shown, accepted: false, reason } });
    } else {
      decided.push({ result: { ...shown, accepted: true, reason: null }, grant: { ...check, companyId: company.id } });
    }
  }
  return decided;
}

async function writeGrants(
  ctx: WorkbenchContext,
  trx: Transaction<DB>,
  staff: StaffContext,
  orgId: number,
  decided: Decided[],
  productId: number | null,
): Promise<void> {
  const now = ctx.accounts.clock.now();
  for (const item of decided) {
    if (!item.grant) continue;
    item.result.id = await insertPreCredit(
      trx,
      {
        companyId: item.grant.companyId,
        orgId,
        productId,
        amount: item.grant.amount,
        validFrom: item.grant.validFrom,
        validUntil: item.grant.validUntil,
        remark: item.grant.remark,
        grantedBy: staff.staffId,
      },
      now,
    );
  }
}

async function checkProduct(trx: Transaction<DB>, orgId: number, productId: number | undefined) {
  if (productId !== undefined && !(await isOwnOfferedProduct(trx, orgId, productId))) {
    throw new ApiError(GatewayCode.PRE_CREDIT_REFUSED, M.productNotOffered);
  }
}

/**
 * POST /loan/org/precredit/grant: one limit to one company by its credit code. A bad field is -1000 with the rule's
 * message; a company not on the platform, a repeat of a standing grant or a product not the institution's offered
 * one is -8062 with its reason. The portal's /getCreditLimit of that company shows it at once.
 */
export async function grantPreCredit(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: GrantFields & { productId?: number | undefined },
) {
  const orgId = institutionOf(staff);
  const today = beijingDay(ctx.accounts.clock.now());
  const check = checkGrant(params, today);
  if ('refused' in check) throw ApiError.badParams(check.refused);
  return ctx.accounts.db.transaction().execute(async (trx) => {
    await lockGrants(trx, orgId);
    await checkProduct(trx, orgId, params.productId);
    const [decided] = await decideRows(trx, orgId, [{ line: 1, fields: params }], today);
    if (!decided?.grant) throw new ApiError(GatewayCode.PRE_CREDIT_REFUSED, decided?.result.reason ?? M.companyUnknown);
    await writeGrants(ctx, trx, staff, orgId, [decided], params.productId ?? null);
    return decided.result;
  });
}

/**
 * POST /loan/org/precredit/import: a CSV text of grants, all or nothing. Every row is decided (and answered with its
 * reason); only when every row is accepted are they all written, in one transaction. Why not row by row: a file
 * fixed and sent again would grant its good rows twice; all-or-nothing makes sending the corrected file safe.
 */
export async function importPreCredits(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: { csv: string; productId?: number | undefined },
) {
  const orgId = institutionOf(staff);
  const parsed = parseImport(params.csv);
  if ('refused' in parsed) throw ApiError.badParams(parsed.refused);
  const today = beijingDay(ctx.accounts.clock.now());
  const rows = parsed.lines.map((line) => {
    const [uniformCode, amount, validFrom, validUntil, remark] = line.cells;
    return {
      line: line.line,
      fields: { uniformCode, amount, validFrom, validUntil, remark },
      ...(line.error ? { unreadable: line.error } : {}),
    };
  });
  return ctx.accounts.db.transaction().execute(async (trx) => {
    await lockGrants(trx, orgId);
    await checkProduct(trx, orgId, params.productId);
    const decided = await decideRows(trx, orgId, rows, today);
    const refused = decided.filter((item) => !item.result.accepted).length;
    if (refused === 0) await writeGrants(ctx, trx, staff, orgId, decided, params.productId ?? null);
    return {
      imported: refused === 0,
      acceptedCount: decided.length - refused,
      refusedCount: refused,
      rows: decided.map((item) => item.result),
    };
  });
}

/** POST /loan/org/precredit/list: the limits the institution granted, newest first. */
export async function orgPreCredits(
  ctx: WorkbenchContext,
  staff: StaffContext,
  page: { pageNum: number; pageSize: number },
): Promise<Page<OrgPreCreditRecord>> {
  const today = beijingDay(ctx.accounts.clock.now());
  const { rows, total } = await listOrgPreCredits(ctx.accounts.db, institutionOf(staff), page);
  return { records: rows.map((row) => orgPreCreditRecord(row, today)), total, ...page };
}

import type { Readable } from 'node:stream';
import { GatewayCode } from '@sme/contract/codes';
import {
  DESK_MESSAGES,
  type DeskAuthorisationRecord,
  type DeskMaterialsRecord,
  type MaterialSettingRecord,
} from '@sme/contract/routes/desk-deskview';
import { recordDataAccess } from '#features/accounts/stores/data-access-store.ts';
import { materialRecord } from '#features/applications/application-records.ts';
import { materialRef } from '#features/applications/domain/application-materials.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { ApiError } from '#http/api-error.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';
import type { WorkbenchContext } from '../context.ts';
import { RESTRICTION_MESSAGES, restrictionOf } from '../domain/data-restriction.ts';
import { authorisationState, materialAccessPurpose } from '../domain/desk-deskview-rules.ts';
import {
  type DeskMaterialRow,
  findHandledApplication,
  findStaffThreadFile,
  listCompanyAuthorisations,
  listDeskMaterials,
  saveMaterialSetting,
  staffMayDownload,
} from '../stores/desk-deskview-store.ts';
import { institutionOf, type StaffContext } from './staff-guard.ts';

/** The desk's view of the workbench: its context and the object store the materials' bytes are in. */
export interface DeskviewContext {
  workbench: WorkbenchContext;
  storage: FileStorage;
}

/** The application if the staff member's institution handles it; another's answers exactly as an unknown id. */
async function handled(ctx: DeskviewContext, staff: StaffContext, id: number) {
  const row = await findHandledApplication(ctx.workbench.accounts.db, id, institutionOf(staff));
  if (!row) throw applicationNotFound();
  return row;
}

async function stateOf(ctx: DeskviewContext, companyId: number): Promise<DeskAuthorisationRecord> {
  const { db, clock } = ctx.workbench.accounts;
  return authorisationState(await listCompanyAuthorisations(db, companyId), clock.now());
}

/** The application whose company's data the staff member may read now: refused (-8012) when withdrawn or not in force. */
async function readable(ctx: DeskviewContext, staff: StaffContext, id: number) {
  const row = await handled(ctx, staff, id);
  const state = await stateOf(ctx, row.companyId);
  const restriction = restrictionOf(row.loanStatus, state.state === 'in_force');
  if (restriction) throw new ApiError(GatewayCode.AUTHORISATION_NOT_IN_FORCE, RESTRICTION_MESSAGES[restriction]);
  return row;
}

/** POST /loan/org/desk/authorisation: whether the company's data authorisation is in force, until or since when. */
export async function deskAuthorisationState(ctx: DeskviewContext, staff: StaffContext, id: number) {
  const row = await handled(ctx, staff, id);
  return stateOf(ctx, row.companyId);
}

/** POST /loan/org/material/list: the materials and whether this institution lets its staff download them. */
export async function deskMaterials(
  ctx: DeskviewContext,
  staff: StaffContext,
  id: number,
): Promise<DeskMaterialsRecord> {
  const row = await readable(ctx, staff, id);
  const { db } = ctx.workbench.accounts;
  const [materials, mayDownload] = await Promise.all([
    listDeskMaterials(db, row.id, materialRef(row.id)),
    staffMayDownload(db, institutionOf(staff)),
  ]);
  return { materials: materials.map(materialRecord), mayDownload };
}

function openStored(ctx: DeskviewContext, file: DeskMaterialRow): Promise<Readable> {
  return ctx.storage.open(file.storageKey).catch(() => {
    throw new ApiError(GatewayCode.FILE_NOT_FOUND, DESK_MESSAGES.materialNotFound);
  });
}

/**
 * POST /loan/org/material/open: one material's bytes, with the ledger entry (机构查阅材料: which file, who, when)
 * written before they are sent; a download only where the institution allows it.
 */
export async function openDeskMaterial(
  ctx: DeskviewContext,
  staff: StaffContext,
  input: { id: number; path: string; download: boolean },
): Promise<{ file: DeskMaterialRow; bytes: Readable }> {
  const { db, clock } = ctx.workbench.accounts;
  // A staff file of the thread is the institution's own, not the enterprise's data: no authorisation, no ledger.
  const own = await findStaffThreadFile(db, (await handled(ctx, staff, input.id)).id, input.path);
  if (own) return { file: own, bytes: await openStored(ctx, own) };
  const row = await readable(ctx, staff, input.id);
  const orgId = institutionOf(staff);
  if (input.download && !(await staffMayDownload(db, orgId))) {
    throw new ApiError(GatewayCode.ROLE_REFUSED, DESK_MESSAGES.downloadOff);
  }
  const materials = await listDeskMaterials(db, row.id, materialRef(row.id));
  const file = materials.find((material) => material.path === input.path);
  if (!file) throw new ApiError(GatewayCode.FILE_NOT_FOUND, DESK_MESSAGES.materialNotFound);
  const bytes = await openStored(ctx, file);
  const purpose = materialAccessPurpose({ name: file.originalName, kind: file.kind }, staff.name, input.download);
  await recordDataAccess(db, { companyId: row.companyId, orgId, purpose, at: clock.now() }).catch((error: unknown) => {
    bytes.destroy();
    throw error;
  });
  return { file, bytes };
}

/** GET /loan/org/setting/material. */
export async function materialSetting(ctx: DeskviewContext, staff: StaffContext): Promise<MaterialSettingRecord> {
  return { staffMayDownload: await staffMayDownload(ctx.workbench.accounts.db, institutionOf(staff)) };
}

/** POST /loan/org/setting/material/update. */
export async function updateMaterialSetting(
  ctx: DeskviewContext,
  staff: StaffContext,
  input: MaterialSettingRecord,
): Promise<MaterialSettingRecord> {
  const { db, clock } = ctx.workbench.accounts;
  await saveMaterialSetting(db, {
    orgId: institutionOf(staff),
    staffMayDownload: input.staffMayDownload,
    staffId: staff.staffId,
    now: clock.now(),
  });
  return { staffMayDownload: input.staffMayDownload };
}

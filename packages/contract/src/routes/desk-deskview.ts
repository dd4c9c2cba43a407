/**
 * The decision desk's materials and authorisation state (issue 20, docs/gateway-api.md "Decision desk: materials"):
 * staff of the institution handling an application read its materials while the company's data authorisation is in
 * force, each opening a ledger entry (机构查阅材料) the enterprise sees; downloads only where the institution's
 * administrator allows them.
 */
import { z } from 'zod';
import { MAX_ID, STORED_FILE_PATH } from '../fields.ts';
import type { ApplicationMaterialRecord } from './applications.ts';
import { int, jsonObject } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** in_force (until `until`), revoked (on `revokedAt`), expired (ended on `until`), none (never granted). */
export type AuthorisationStateCode = 'in_force' | 'revoked' | 'expired' | 'none';

export interface DeskAuthorisationRecord {
  state: AuthorisationStateCode;
  /** ISO 8601: the end of the authorisation in force, or of the last one that ran out. */
  until: string | null;
  /** ISO 8601: when the last authorisation was revoked (state revoked). */
  revokedAt: string | null;
}

/** One file attached to the application, as the desk lists it. */
export type DeskMaterialRecord = ApplicationMaterialRecord;

export interface DeskMaterialsRecord {
  materials: DeskMaterialRecord[];
  /** Whether the institution lets its staff download (the viewers read files either way). */
  mayDownload: boolean;
}

export interface MaterialSettingRecord {
  staffMayDownload: boolean;
}

export const DESK_MESSAGES = {
  materialPath: '材料路径不正确',
  downloadOff: '本机构未开放材料下载，请在工作台内查阅；如需下载请联系机构管理员开启',
  materialNotFound: '材料不存在或不属于该申请',
} as const;

const applicationId = { id: int('申请编号', 1, MAX_ID) };

/** The state of the company's data authorisation, for the application's detail (the handling institution's staff). */
export const deskAuthorisation = route<DeskAuthorisationRecord>()({
  method: 'POST',
  path: '/loan/org/desk/authorisation',
  inputIn: 'body',
  input: jsonObject(applicationId),
});

/** The application's materials; refused (-8012) unless the company's authorisation is in force. */
export const deskMaterials = route<DeskMaterialsRecord>()({
  method: 'POST',
  path: '/loan/org/material/list',
  inputIn: 'body',
  input: jsonObject(applicationId),
});

/**
 * One material's bytes (answered as the file, not an envelope), logged in the company's ledger; `download` asks for
 * it as an attachment, refused (-8050) where the institution does not allow downloads.
 */
export const deskMaterialOpen = route<never>()({
  method: 'POST',
  path: '/loan/org/material/open',
  inputIn: 'body',
  input: jsonObject({
    ...applicationId,
    path: z
      .string({ error: DESK_MESSAGES.materialPath })
      .regex(STORED_FILE_PATH, { error: DESK_MESSAGES.materialPath }),
    download: z.boolean({ error: '下载标记必须是布尔值' }).default(false),
  }),
});

/** The institution's material setting (its administrator). */
export const materialSetting = routeWithoutInput<MaterialSettingRecord>()('GET', '/loan/org/setting/material');

/** Switches staff downloads of materials on or off (its administrator). */
export const updateMaterialSetting = route<MaterialSettingRecord>()({
  method: 'POST',
  path: '/loan/org/setting/material/update',
  inputIn: 'body',
  input: jsonObject({ staffMayDownload: z.boolean({ error: '是否允许下载必须是布尔值' }) }),
});

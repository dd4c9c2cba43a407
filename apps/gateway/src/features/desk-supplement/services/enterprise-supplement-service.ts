import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import { SUPPLEMENT_MESSAGES, type SupplementRecord } from '@sme/contract/routes/desk-supplement';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { MATERIAL_PURPOSE, materialRef } from '#features/applications/domain/application-materials.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { attachEveryFile } from '#features/files/services/attach-every-file.ts';
import { ApiError } from '#http/api-error.ts';
import { isSupplementOpenStatus } from '../domain/supplement-rules.ts';
import {
  answerSupplement,
  findSupplementApplication,
  lockOpenSupplement,
  lockSupplementApplication,
  resumeClock,
} from '../stores/supplement-store.ts';
import { readRounds } from './supplement-rounds.ts';

/** Who answers: the certified member acting for the company. */
export interface SupplementAnswerer {
  userId: number;
  companyId: number;
}

/** POST /loan/pc/supplement/list: the rounds of one of the company's applications (another's: an unknown id). */
export async function enterpriseSupplements(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  now: Date,
): Promise<SupplementRecord[]> {
  const app = await findSupplementApplication(db, id, { companyId });
  if (!app) throw applicationNotFound();
  return readRounds(db, app, { today: beijingDay(now), forStaff: false, withhold: false });
}

/**
 * POST /loan/pc/supplement/answer: the company answers the open round with a text and files it uploaded (each
 * checked by content at upload); the files are attached to the application as materials, the round is answered, the
 * response-time clock runs again and the institution's queue marks the application 有补件 — in one transaction.
 */
export async function answerOpenSupplement(
  db: Kysely<DB>,
  answerer: SupplementAnswerer,
  params: { id: number; content?: string | undefined; filePaths: string[] },
  now: Date,
): Promise<SupplementRecord[]> {
  await db.transaction().execute(async (trx) => {
    const app = await lockSupplementApplication(trx, params.id, { companyId: answerer.companyId });
    if (!app) throw applicationNotFound();
    if (!isSupplementOpenStatus(app.loan_status)) {
      throw new ApiError(GatewayCode.SUPPLEMENT_REFUSED, SUPPLEMENT_MESSAGES.applicationClosed);
    }
    const open = await lockOpenSupplement(trx, app.id);
    if (!open) throw new ApiError(GatewayCode.SUPPLEMENT_REFUSED, SUPPLEMENT_MESSAGES.nothingOpen);
    const paths = [...new Set(params.filePaths)];
    const attached = await attachEveryFile(
      trx,
      { paths, owner: answerer, purpose: MATERIAL_PURPOSE, ref: materialRef(app.id), now },
      SUPPLEMENT_MESSAGES.filesNotUsable,
    );
    await answerSupplement(trx, {
      supplementId: open.id,
      text: params.content ?? null,
      userId: answerer.userId,
      fileIds: attached.map((file) => file.id),
      at: now,
    });
    await resumeClock(trx, app.id, now, true);
  });
  return enterpriseSupplements(db, answerer.companyId, params.id, now);
}

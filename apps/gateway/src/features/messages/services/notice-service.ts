import { maskMobile } from '@sme/contract/fields';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { logger } from '#http/logger.ts';
import { countedCall } from '#http/metrics.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import { noticeSms, noticeText } from '../domain/message-text.ts';
import { findNoticeTarget, insertMessage } from '../stores/message-store.ts';

/** The SMS of a move, sent once its transaction has committed. */
export interface PendingSms {
  mobile: string;
  text: string;
}

/**
 * Writes the enterprise's message about a move (in the move's transaction) and answers the SMS to send after the
 * commit; null when the move tells the enterprise nothing (its own submit or withdrawal).
 */
export async function writeNotice(
  trx: Kysely<DB>,
  move: { applicationId: number; to: number; creditAmount: number | null; loanAmount: number | null; at: Date },
): Promise<PendingSms | null> {
  const target = await findNoticeTarget(trx, move.applicationId);
  if (!target) return null;
  const text = noticeText(move.to, {
    productName: target.product_name,
    creditAmount: move.creditAmount,
    loanAmount: move.loanAmount,
    failureReason: target.failure_reason,
  });
  if (!text) return null;
  await insertMessage(trx, { companyId: target.company_id, applicationId: move.applicationId, ...text, at: move.at });
  const mobile = target.contact_mobile ?? target.applicant_mobile;
  return { mobile, text: noticeSms(text) };
}

/** Sends a move's SMS; a failure is logged and never undoes or fails the move. */
export async function sendNoticeSms(sender: SmsSender, sms: PendingSms, now: Date): Promise<void> {
  if (!sender.configured) return;
  try {
    await countedCall({ service: 'sms', provider: sender.provider, call: 'LOAN_NOTICE' }, () =>
      sender.send({ mobile: sms.mobile, method: 'LOAN_NOTICE', code: '', text: sms.text }, now),
    );
  } catch (error) {
    logger.error({
      at: 'sms',
      provider: sender.provider,
      method: 'LOAN_NOTICE',
      mobileMasked: maskMobile(sms.mobile),
      error: String(error),
    });
  }
}

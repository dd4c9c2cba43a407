import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import type { LimitRule } from '#shared/limit-rule.ts';
import { countEvents, lockBuckets, recordEventCount, recordEvents } from '../stores/rate-event-store.ts';

/** Throws `code` with the first broken rule's message when one more event would break it. */
export async function enforceLimits(
  db: Kysely<DB>,
  now: Date,
  rules: readonly LimitRule[],
  code: number = GatewayCode.RATE_LIMITED,
): Promise<void> {
  for (const rule of rules) {
    const count = await countEvents(db, rule.bucket, new Date(now.getTime() - rule.windowMs));
    if (count >= rule.max) throw new ApiError(code, rule.message);
  }
}

/**
 * Spends one event of every rule's bucket, or throws when any rule is used up. Run inside a transaction: the
 * buckets stay locked until it ends, so concurrent requests (on any instance) cannot overspend a budget.
 */
export async function takeBudget(
  trx: Kysely<DB>,
  now: Date,
  rules: readonly LimitRule[],
  code: number = GatewayCode.RATE_LIMITED,
): Promise<void> {
  const buckets = rules.map((rule) => rule.bucket);
  await lockBuckets(trx, buckets);
  await enforceLimits(trx, now, rules, code);
  await recordEvents(trx, now, buckets);
}

/** takeBudget in a transaction of its own, for calls whose budget is spent whatever happens next. */
export function spendBudget(db: Kysely<DB>, now: Date, rules: readonly LimitRule[]): Promise<void> {
  return db.transaction().execute((trx) => takeBudget(trx, now, rules));
}

/** A rule spent by more than one event at a time. */
export interface WeightedRule {
  rule: LimitRule;
  weight: number;
}

/**
 * Spends `weight` events of every rule's bucket in a transaction of its own, or throws when any rule has fewer left.
 * Rules sharing a bucket (a minute's and an hour's budget of it) record their weight once.
 */
export function spendWeightedBudget(
  db: Kysely<DB>,
  now: Date,
  items: readonly WeightedRule[],
  code: number = GatewayCode.RATE_LIMITED,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockBuckets(
      trx,
      items.map((item) => item.rule.bucket),
    );
    const weights = new Map<string, number>();
    for (const { rule, weight } of items) {
      const count = await countEvents(trx, rule.bucket, new Date(now.getTime() - rule.windowMs));
      if (count + weight > rule.max) throw new ApiError(code, rule.message);
      weights.set(rule.bucket, Math.max(weights.get(rule.bucket) ?? 0, weight));
    }
    for (const [bucket, weight] of weights) await recordEventCount(trx, now, bucket, weight);
  });
}

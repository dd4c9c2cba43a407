import { GatewayCode } from '@sme/contract/codes';
import { LIVE_HOLD_SECONDS_MAX, type LiveEventRecord, type LiveEventsRecord } from '@sme/contract/routes/live-events';
import {
  GatewayBusinessError,
  GatewayHttpError,
  GatewayTimeoutError,
  GatewayUnavailableError,
} from '#upstream/upstream-errors.ts';
import { pauseIfUnheard } from './unheard-pause.ts';

/** One long poll of the gateway's live events with the subscriber's own session. */
export type LivePoll = (input: { after?: number; wait?: number }) => Promise<LiveEventsRecord>;

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * The subscriber's events, as a subscription's source: the first poll (the cursor) runs before the subscription is
 * accepted, so a refused session fails the subscribe with its GraphQL error; then long polls one after another,
 * each event that `keep` accepts passed on; a gateway that cannot hear new events (it answers empty at once) is asked
 * once a second. A gateway that is busy (times out, is away, answers an HTTP error other
 * than 401/403, or limits the rate) is asked again with back-off; any other failure (the session ended) ends the stream, and the
 * client subscribes again after logging in.
 */
export async function liveEvents(
  poll: LivePoll,
  keep: (event: LiveEventRecord) => boolean,
): Promise<AsyncGenerator<LiveEventRecord>> {
  const { cursor } = await poll({});
  return pollFrom(poll, keep, cursor);
}

/** The long polls from `start` on (liveEvents after its first poll). */
export async function* pollFrom(poll: LivePoll, keep: (event: LiveEventRecord) => boolean, start: number) {
  let cursor = start;
  let retryMs = FIRST_RETRY_MS;
  for (;;) {
    let answer: LiveEventsRecord;
    const asked = Date.now();
    try {
      answer = await poll({ after: cursor, wait: LIVE_HOLD_SECONDS_MAX });
      retryMs = FIRST_RETRY_MS;
    } catch (error) {
      if (!isBusy(error)) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      continue;
    }
    cursor = answer.cursor;
    for (const event of answer.events) if (keep(event)) yield event;
    await pauseIfUnheard(asked, answer.events.length === 0);
  }
}

/** The gateway could not answer now (as opposed to: the session may not listen). */
export function isBusy(error: unknown): boolean {
  return (
    error instanceof GatewayTimeoutError ||
    error instanceof GatewayUnavailableError ||
    // 401 and 403 say the session has ended (spec §8); any other status is the way to the gateway failing.
    (error instanceof GatewayHttpError && error.status !== 401 && error.status !== 403) ||
    (error instanceof GatewayBusinessError && error.gatewayCode === GatewayCode.RATE_LIMITED)
  );
}

import { DEVELOPMENT_LIVE_FEED_SECRET } from '@sme/contract/routes/live-events';
import { wholeNumberSetting } from '#shared/whole-number-setting.ts';

export interface LiveEventSettings {
  /** LIVE_EVENT_RETENTION_HOURS [72]: hours the outbox of live events keeps a row (a page away longer reads afresh). */
  retentionHours: number;
  /**
   * LIVE_FEED_SECRET: what a graph instance shows to follow every event at once (GET /loan/live/feed) and fan it out
   * to its subscriptions. Outside production a fixed development value when unset; in production none (the feed
   * refuses every call, and each subscription asks for its own session's events).
   */
  feedSecret: string | null;
}

export function readLiveEventSettings(env: NodeJS.ProcessEnv, production: boolean): LiveEventSettings {
  return {
    retentionHours: wholeNumberSetting(env, 'LIVE_EVENT_RETENTION_HOURS', 72, { min: 1, max: 8_760 }),
    feedSecret: env.LIVE_FEED_SECRET?.trim() || (production ? null : DEVELOPMENT_LIVE_FEED_SECRET),
  };
}

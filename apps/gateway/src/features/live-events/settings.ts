import { wholeNumberSetting } from '#shared/whole-number-setting.ts';

/** LIVE_EVENT_RETENTION_HOURS [72]: hours the outbox of live events keeps a row (a page away longer reads afresh). */
export interface LiveEventSettings {
  retentionHours: number;
}

export function readLiveEventSettings(env: NodeJS.ProcessEnv): LiveEventSettings {
  return { retentionHours: wholeNumberSetting(env, 'LIVE_EVENT_RETENTION_HOURS', 72, { min: 1, max: 8_760 }) };
}

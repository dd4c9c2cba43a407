import { addressBucket } from './address-bucket.ts';

export interface AddressLimitSettings {
  /** Units one client address may spend per window (an operation 1, each gateway call it makes 1); 0: no limit. */
  units: number;
  windowMs: number;
}

export interface AddressLimit {
  /** 0 when the address may start an operation, else the seconds until its window ends. */
  retryAfter(ip: string | undefined): number;
  /** Counts one unit (an operation, a gateway call) against the address. */
  charge(ip: string | undefined): void;
}

/** Addresses tracked at most in one window; past it the window starts over (memory stays bounded under a flood). */
const MAX_TRACKED = 100_000;

/**
 * What each client address (IPv6 by /64) spent in fixed windows, kept by this graph instance: the first line of
 * defence in front of the gateway (docs/decisions/0076-per-address-limit-on-the-graph.md, "Per-address limit on the graph").
 */
export function createAddressLimit(settings: AddressLimitSettings, now: () => number = Date.now): AddressLimit {
  let windowStart = Number.NEGATIVE_INFINITY;
  let spent = new Map<string, number>();
  const roll = (time: number) => {
    if (time - windowStart >= settings.windowMs || spent.size >= MAX_TRACKED) {
      windowStart = time;
      spent = new Map();
    }
  };
  return {
    retryAfter(ip) {
      if (settings.units <= 0) return 0;
      const time = now();
      roll(time);
      if ((spent.get(addressBucket(ip)) ?? 0) < settings.units) return 0;
      return Math.max(1, Math.ceil((windowStart + settings.windowMs - time) / 1000));
    },
    charge(ip) {
      if (settings.units <= 0) return;
      roll(now());
      const bucket = addressBucket(ip);
      spent.set(bucket, (spent.get(bucket) ?? 0) + 1);
    },
  };
}

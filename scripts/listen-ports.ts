import crypto from 'node:crypto';
import fs from 'node:fs';

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const DEFAULT_EPHEMERAL_FLOOR = 32_768;

/** The lowest port the kernel hands to outgoing connections (Linux's ip_local_port_range; 32768 where unknown). */
export function ephemeralFloor(read: () => string = () => fs.readFileSync(EPHEMERAL_RANGE, 'utf8')): number {
  try {
    const floor = Number(read().trim().split(/\s+/)[0]);
    return Number.isInteger(floor) && floor > 0 ? floor : DEFAULT_EPHEMERAL_FLOOR;
  } catch {
    return DEFAULT_EPHEMERAL_FLOOR;
  }
}

/**
 * A random first port of `span` ports in [from, to) that stay below the ephemeral range. A server told to listen on a
 * port inside that range fails now and then: an outgoing connection of a test running beside it (or its TIME_WAIT
 * remains) may hold that very port, as the cluster's PostgreSQL found on port 34590.
 *
 * The windows in use: 10000–15000 `freePort` (scripts/processes.ts), 15000–20000 the tests' throw-away PostgreSQL,
 * 20000–32000 the test and bench clusters (50 ports each).
 */
export function listenPortBelowEphemeral(from: number, to: number, span = 1, floor = ephemeralFloor()): number {
  const ceiling = Math.min(to, floor);
  const slots = Math.floor((ceiling - from) / span);
  if (slots < 1) throw new Error(`no ${span} listening ports between ${from} and ${ceiling}`);
  return from + span * crypto.randomInt(0, slots);
}

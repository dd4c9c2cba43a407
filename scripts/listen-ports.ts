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
 * The ports above 1023 that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"): a
 * server on one of them cannot be reached by Chromium or polled with fetch. A run once drew 10080 for a graph, whose
 * /readyz then never answered the poll.
 */
export const BROWSER_BLOCKED_PORTS = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

/**
 * A random first port of `span` ports in [from, to) that stay below the ephemeral range and hold none of the ports
 * browsers refuse (BROWSER_BLOCKED_PORTS). A server told to listen on a port inside the ephemeral range fails now and
 * then: an outgoing connection of a test running beside it (or its TIME_WAIT remains) may hold that very port, as the
 * cluster's PostgreSQL found on port 34590.
 *
 * The windows in use: 10000–15000 `freePort` (scripts/processes.ts), 15000–20000 the tests' throw-away PostgreSQL,
 * 20000–32000 the test and bench clusters (50 ports each).
 */
export function listenPortBelowEphemeral(from: number, to: number, span = 1, floor = ephemeralFloor()): number {
  const ceiling = Math.min(to, floor);
  const bases = Array.from(
    { length: Math.max(0, Math.floor((ceiling - from) / span)) },
    (_, slot) => from + slot * span,
  );
  const usable = bases.filter((base) => !BROWSER_BLOCKED_PORTS.some((port) => port >= base && port < base + span));
  if (usable.length < 1) throw new Error(`no ${span} listening ports between ${from} and ${ceiling}`);
  return usable[crypto.randomInt(0, usable.length)] as number;
}

import path from 'node:path';
import { DEVELOPMENT_LIVE_FEED_SECRET } from '@sme/contract/routes/live-events';
import { repoRoot } from './paths.ts';
import type { AddressLimitSettings } from './security/address-limit.ts';

/** Everything the GraphQL service reads from the environment, read once at start. */
export interface GraphConfig {
  /** PORT: where the service listens (default 8080). */
  port: number;
  /** GATEWAY_URL: the REST gateway's API base, ending in /api (default http://127.0.0.1:8081/api). */
  gatewayUrl: string;
  /** NODE_ENV=production: no introspection, no Sandbox landing page. */
  production: boolean;
  /** WEB_DIST: the built web app served at / (default apps/web/dist in the repository). */
  webDist: string;
  /** ADMIN_DIST: the built staff workbench served at /admin/ (default apps/admin/dist in the repository). */
  adminDist: string;
  /** SERVICE_HOTLINE: customer service hotline shown in the footer (default a fictional 400 number). */
  serviceHotline: string;
  /** ADMIN_LOGIN_URL: where institution and government staff log in (default /admin/). */
  adminLoginUrl: string;
  /** MOBILE_SITE_URL: the mobile site phones are redirected to (spec §2); unset = no redirect. */
  mobileSiteUrl: string | null;
  /**
   * PUBLIC_URL: the portal's public origin (https://sme.example.gov.cn), where the face provider returns the browser.
   * Unset: outside production the address a request came to; in production the face check cannot start.
   */
  publicUrl: string | null;
  /**
   * SESSION_MAX_HOURS: the gateway's absolute session lifetime (the same variable it reads, default 168), in
   * seconds: the Max-Age of the session cookie.
   */
  sessionMaxAgeSeconds: number;
  /**
   * TRUST_PROXY: express's `trust proxy` value (the gateway reads the same variable): which hops may set
   * X-Forwarded-For / X-Forwarded-Proto, i.e. whose word decides req.ip (the browser's address the gateway's limits
   * count) and req.secure (Secure cookies, HSTS). Default loopback; add an off-host load balancer's address.
   */
  trustProxy: boolean | number | string;
  /**
   * POSTAL_ONLINE_BANKING_URL: the postal bank's online-banking login that "use credit now" opens (spec §4 postal flow,
   * loanIndustry 7 at status 6). Unset: outside production the portal's postal zone stands in for it; in production
   * the button is not offered.
   */
  postalOnlineBankingUrl: string | null;
  /**
   * GRAPH_ANSWER_CACHE (default on; `off` turns it off): keep whole answers of public catalogue queries and serve
   * them while the gateway's catalogue version feed reports the catalogue unchanged (docs/decisions/0054-whole-graphql-answers-kept-by-the-graph.md, "Whole
   * GraphQL answers kept by the graph").
   */
  answerCache: boolean;
  /**
   * GRAPH_ANSWER_CACHE_CONFIRM (default off; `on` for several graph instances): before a kept answer is served, read
   * the catalogue version from the gateway (one read per round trip for all waiting requests), so a change made
   * through another instance shows on the next request instead of when this instance's feed hears of it.
   */
  answerCacheConfirm: boolean;
  /** GRAPH_MAX_GATEWAY_CALLS (default 50): gateway calls one GraphQL operation may make; further ones are refused. */
  maxGatewayCalls: number;
  /**
   * GRAPH_RATE_LIMIT (default 1200; 0 = off): units one client address (IPv6 by /64) may spend per minute on this
   * instance, an operation 1 and each gateway call it makes 1 (docs/decisions/0076-per-address-limit-on-the-graph.md, "Per-address limit on the graph").
   */
  addressLimit: AddressLimitSettings;
  /**
   * LIVE_FEED_SECRET (issue 22, live): with it, the instance follows the gateway's feed of every event once and fans
   * it out to its subscriptions; without it (production unset) each subscription asks for its own events. Outside
   * production the development value when unset (the gateway's too).
   */
  liveFeedSecret: string | null;
}

/** The development stand-in for the postal bank's online banking: the portal's own postal zone. */
export const DEV_POSTAL_ONLINE_BANKING_URL = '/#/PostalSavingProduct';

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8081/api';

export function readGraphConfig(env: NodeJS.ProcessEnv = process.env): GraphConfig {
  return {
    port: toPort(env.PORT, 8080),
    gatewayUrl: toHttpUrl(env.GATEWAY_URL || DEFAULT_GATEWAY_URL),
    production: env.NODE_ENV === 'production',
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(env.ADMIN_DIST || path.join(repoRoot, 'apps/admin/dist')),
    serviceHotline: env.SERVICE_HOTLINE || '400-800-1234',
    adminLoginUrl: env.ADMIN_LOGIN_URL || '/admin/',
    mobileSiteUrl: env.MOBILE_SITE_URL ? toHttpUrl(env.MOBILE_SITE_URL, 'MOBILE_SITE_URL') : null,
    publicUrl: env.PUBLIC_URL ? new URL(toHttpUrl(env.PUBLIC_URL, 'PUBLIC_URL')).origin : null,
    sessionMaxAgeSeconds: hoursInSeconds(env.SESSION_MAX_HOURS, 168),
    trustProxy: trustProxyValue(env.TRUST_PROXY),
    postalOnlineBankingUrl: env.POSTAL_ONLINE_BANKING_URL
      ? toHttpUrl(env.POSTAL_ONLINE_BANKING_URL, 'POSTAL_ONLINE_BANKING_URL')
      : env.NODE_ENV === 'production'
        ? null
        : DEV_POSTAL_ONLINE_BANKING_URL,
    answerCache: onOff(env.GRAPH_ANSWER_CACHE, true, 'GRAPH_ANSWER_CACHE'),
    answerCacheConfirm: onOff(env.GRAPH_ANSWER_CACHE_CONFIRM, false, 'GRAPH_ANSWER_CACHE_CONFIRM'),
    maxGatewayCalls: wholeNumber(env.GRAPH_MAX_GATEWAY_CALLS, 50, 1, 'GRAPH_MAX_GATEWAY_CALLS'),
    addressLimit: { units: wholeNumber(env.GRAPH_RATE_LIMIT, 1200, 0, 'GRAPH_RATE_LIMIT'), windowMs: 60_000 },
    liveFeedSecret:
      env.LIVE_FEED_SECRET?.trim() || (env.NODE_ENV === 'production' ? null : DEVELOPMENT_LIVE_FEED_SECRET),
  };
}

function wholeNumber(value: string | undefined, fallback: number, min: number, name: string): number {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > 1_000_000) {
    throw new Error(`Invalid ${name}: ${value} (a whole number from ${min})`);
  }
  return number;
}

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  const setting = value?.trim().toLowerCase();
  if (!setting) return fallback;
  if (setting === 'on' || setting === 'true') return true;
  if (setting === 'off' || setting === 'false') return false;
  throw new Error(`Invalid ${name}: ${value} (on or off)`);
}

/** TRUST_PROXY as express takes it: true/false, a hop count, or a comma list of addresses, subnets and names. */
function trustProxyValue(value: string | undefined): boolean | number | string {
  const setting = value?.trim() || 'loopback';
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

function toPort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

/** SESSION_MAX_HOURS in whole seconds; fractional hours are allowed, as the gateway allows them. */
function hoursInSeconds(value: string | undefined, fallbackHours: number): number {
  if (!value) return fallbackHours * 3600;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`Invalid SESSION_MAX_HOURS: ${value}`);
  return Math.max(1, Math.floor(hours * 3600));
}

function toHttpUrl(value: string, name = 'GATEWAY_URL'): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`Invalid ${name}: ${value}`);
  return value.replace(/\/+$/, '');
}

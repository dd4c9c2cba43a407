import type { Request, RequestHandler } from 'express';
import { FIRST_SCREEN_BOOT_SCRIPT_SOURCE } from './first-screen-boot.ts';

/**
 * The portal's Content-Security-Policy: scripts only from our own origin (Vite's hashed files) and the one inline boot
 * script of the prerendered first screen, by its hash, styles also inline (Chakra's emotion injects <style> elements and style attributes), images also as
 * data: URLs (captcha pictures; logos are our own /zzzttt/logo URLs), requests only to our own /graphql, no plugins,
 * no framing, forms only to ourselves.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  `script-src 'self' ${FIRST_SCREEN_BOOT_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const APOLLO_CDNS = [
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
  'https://apollo-server-landing-page.cdn.apollographql.com',
].join(' ');

/**
 * Development only: Apollo Sandbox's landing page on GET /graphql loads its scripts, styles and frame from Apollo's
 * CDN. Its own <meta> policy (nonces) still applies on top of this header: a browser enforces both.
 */
export const SANDBOX_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${APOLLO_CDNS}`,
  `style-src 'self' 'unsafe-inline' ${APOLLO_CDNS} https://fonts.googleapis.com`,
  `img-src 'self' data: ${APOLLO_CDNS}`,
  "font-src 'self' https://fonts.gstatic.com",
  `manifest-src ${APOLLO_CDNS}`,
  'frame-src https://sandbox.embed.apollographql.com https://explorer.embed.apollographql.com',
  "connect-src 'self' https://*.apollographql.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year; no includeSubDomains, since other hosts of the domain are not ours to decide for. */
export const HSTS = 'max-age=31536000';

/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites (the login forms must not be
 * click-jacked), no full URLs leaked to other origins, the portal's CSP, and HSTS when the browser came over https
 * (req.secure: directly, or per X-Forwarded-Proto of a proxy TRUST_PROXY trusts) — never over plain http, where a
 * browser ignores it anyway and a development machine must not be pinned to https.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Content-Security-Policy', PORTAL_CSP);
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};

/** Apollo serves its landing page to a GET that prefers HTML over every GraphQL answer type. */
function asksForLandingPage(req: Request): boolean {
  if (req.method !== 'GET') return false;
  const preferred = req.accepts([
    'application/json',
    'application/graphql-response+json',
    'multipart/mixed',
    'text/html',
  ]);
  return preferred === 'text/html' && req.get('accept') !== undefined;
}

/**
 * Headers of /graphql: `Cache-Control: no-store` on every answer (most carry personal data — the user, companies,
 * certification — and the catalog is cheap to ask again, so one rule covers all without a per-field decision), and
 * in development the landing page's policy for Apollo Sandbox instead of the portal's.
 */
export function graphqlHeaders({ production }: { production: boolean }): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!production && asksForLandingPage(req)) res.setHeader('Content-Security-Policy', SANDBOX_CSP);
    next();
  };
}

import type { ManagerRecord } from '@sme/contract/routes/applications';
import type DataLoader from 'dataloader';
import type { CanteenControl } from './http/canteen-cookie.ts';
import type { OutsideLoginControl } from './http/outside-login-cookies.ts';
import type { PendingLoginControl } from './http/pending-login-cookie.ts';
import type { SessionControl } from './http/session-cookie.ts';
import type { StaffSessionControl } from './http/staff-cookie.ts';
import type { GatewayClient } from './upstream/gateway-client.ts';
import type { InstitutionRecord } from './upstream/records.ts';
import type { WorkbenchGateway } from './upstream/workbench-gateway.ts';

/** Operator settings the portal shows (GraphQL SiteConfig). */
export interface SiteSettings {
  hotline: string;
  hotlineHours: string;
  adminLoginUrl: string;
  mobileSiteUrl: string | null;
  /** The postal bank's online-banking login for "use credit now" (config POSTAL_ONLINE_BANKING_URL); null: none. */
  postalOnlineBankingUrl: string | null;
}

/** What every resolver gets; built fresh for each GraphQL request (nothing is shared between callers). */
export interface GraphContext {
  /** The gateway, carrying this request's bearer token. */
  gateway: GatewayClient;
  /** Institution details by id, deduplicated within this request. */
  institutions: DataLoader<number, InstitutionRecord | null>;
  /** Account managers by id (manager info), deduplicated within this request; null when not shown to the caller. */
  managers: DataLoader<number, ManagerRecord | null>;
  site: SiteSettings;
  /** The caller's session: whether a token came along, and the PC-Front-Token cookie to set or clear. */
  session: SessionControl;
  /** The one-time login codes of a first login step, kept in the HttpOnly PC-Pending-Login cookie. */
  pendingLogin: PendingLoginControl;
  /** The canteen session's token, kept in the HttpOnly PC-Canteen-Token cookie. */
  canteen: CanteenControl;
  /** The browser key of provincial and WeChat logins, and a WeChat ticket waiting to be bound (HttpOnly cookies). */
  outsideLogin: OutsideLoginControl;
  /** The gateway's workbench calls, carrying this request's staff token (X-Staff-Token) and never the enterprise's. */
  workbench: WorkbenchGateway;
  /** The staff session: the token of the HttpOnly SME-Staff-Token cookie, and that cookie to set or clear. */
  staff: StaffSessionControl;
  /** The client's address as the trusted proxies report it (req.ip), for the per-address limit. */
  clientAddress: string | undefined;
  /** The portal's origin for addresses given to outside services (http/portal-origin.ts); null when unknown. */
  portalOrigin: string | null;
}

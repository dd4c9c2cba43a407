/** Rules and texts of real-name certification and the face check (spec §3 face verification, §6, §8). */

/** How long a confirmed identity waits for its face check to start (its ID number is deleted at expiry). */
export const CONFIRMATION_TTL_MS = 10 * 60_000;
/** How long a started face check may take before it counts as failed. */
export const FACE_CHECK_TTL_MS = 30 * 60_000;
/** How long the face key of the provider's return address can be used (once). */
export const FACE_KEY_TTL_MS = 30 * 60_000;

export const IDENTITY_MESSAGES = {
  noCompany: '您还没有企业，请先添加企业',
  legalPersonMismatch: '姓名与该企业登记的法定代表人不一致',
  legalPersonUnknown: '未查询到该企业登记的法定代表人，请联系客服',
  userCodeInvalid: '认证信息已失效，请重新填写法定代表人信息',
  faceNotConfigured: '人脸识别服务未配置，请联系平台运营方',
  faceUnavailable: '人脸识别服务暂时不可用，请稍后重试',
  faceCheckUnknown: '人脸识别记录不存在或已失效',
  faceTimedOut: '人脸识别已超时，请重新认证',
  faceFailed: '人脸识别未通过',
  faceKeyInvalid: '人脸识别回跳链接已失效，请重新认证',
  certificationRequired: '您的企业尚未完成实名认证，请先完成企业实名认证',
  companyRequired: '请先添加企业并完成企业实名认证',
  faceCheckRequired: '请先完成法定代表人人脸识别认证',
} as const;

/**
 * A name as compared with the registry's legal representative: spaces dropped, the middle dots of transliterated
 * names (·・•‧) made one, Latin letters upper-cased.
 */
export function normalizeLegalName(name: string): string {
  return name
    .replace(/\s+/g, '')
    .replace(/[·・•‧∙]/g, '·')
    .toUpperCase();
}

export function sameLegalName(given: string, registered: string): boolean {
  return normalizeLegalName(given) !== '' && normalizeLegalName(given) === normalizeLegalName(registered);
}

/** Where the browser comes back to: the portal's origin and the hash route the portal asked for. */
export interface PortalReturn {
  origin: string;
  /** A portal route, e.g. /verified?add=true. */
  route: string;
}

const ROUTE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]*$/;

/**
 * Reads foreBackUrl as the graph builds it: `<portal origin>/#<portal route>` — http(s), no credentials, the path
 * `/`, no query, a route that starts with one `/`. Anything else is refused (null), so the value can never make the
 * provider or the simulator send a browser to another site's page or to a script URL.
 */
export function parsePortalReturn(foreBackUrl: string): PortalReturn | null {
  if (foreBackUrl.length > 500 || !URL.canParse(foreBackUrl)) return null;
  const url = new URL(foreBackUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search) return null;
  // The route as sent: the URL parser would percent-encode quotes and brackets instead of refusing them.
  const route = foreBackUrl.slice(foreBackUrl.indexOf('#') + 1);
  if (url.hash !== `#${route}` || !ROUTE.test(route)) return null;
  return { origin: url.origin, route };
}

/** The provider's return address: the portal's home with the face key (spec §6), and no token in it. */
export function providerReturnUrl(origin: string, faceKey: string): string {
  return `${origin}/#/?faceKey=${faceKey}`;
}

/** The route a face key leads to: the route the portal asked for, with the check's certToken added. */
export function faceKeyTarget(route: string, certToken: string): string {
  const [path = '/', query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('certToken');
  params.delete('faceKey');
  params.set('certToken', certToken);
  return `${path}?${params.toString()}`;
}

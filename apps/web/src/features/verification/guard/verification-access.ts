/**
 * Spec §6 certification guards as pure rules (docs/decisions/0015-real-name-certification-and-the-face-check.md, "Verification (web)"). Segments are compared
 * without regard to case, as the visitor list is.
 */

/** Pages that need the current company certified (ifCertification). */
export const CERTIFICATION_SEGMENTS = [
  'financeApply',
  'financeApplyNew',
  // The same application form reached from a product class (issue 8; docs/decisions/0026-financing-in-the-portal-feature-boundary-submission.md).
  'applyFromClass',
  'applyFinancing',
  'qualification',
  'postWanted',
  'getCreditLimit',
  'lottery',
  // The one-click estimate reads and writes the company's questionnaire and estimates (issue "Trust first").
  'oneClickRate',
  'oneClickRateProduct',
] as const;

/**
 * Pages that need the face check passed (hasCheckedFace). /financeRelease publishes a need as postWanted did
 * (issue 8; the gateway answers -5005 without it).
 */
export const FACE_SEGMENTS = ['reportHistory', 'postWanted', 'financeRelease'] as const;

/**
 * Spec §4: hasCheckedFace false blocks the personal centre (/account/{type}) — except its account-security sections,
 * so that anyone can always change the password (7) and the phone number (8).
 */
export const PERSONAL_CENTRE_SEGMENT = 'account';
export const ACCOUNT_SECURITY_TYPES = ['7', '8'] as const;

const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));
const certificationSegments = lower(CERTIFICATION_SEGMENTS);
const faceSegments = lower(FACE_SEGMENTS);

export const VERIFY_FIRST_MESSAGE = '请先完成企业实名认证';
export const FACE_FIRST_MESSAGE = '请先完成法定代表人人脸识别认证';
/** Spec §8, exactly. */
export const PROVINCIAL_L2_MESSAGE = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';

export interface VerificationFacts {
  ifCertification: boolean;
  hasCheckedFace: boolean;
}

export interface VerificationAccessInput {
  pathname: string;
  /** The route's query, e.g. "?add=true". */
  search: string;
  /** The logged-in user; null or undefined for a visitor (the visitor guard's business). */
  user: VerificationFacts | null | undefined;
  /** The stored provincial identify address, if any. */
  provincialIdentifyUrl: string | null;
  /** Where to return to after the certification (remembered by this guard). */
  rememberedAddress: string | null;
}

export type VerificationAccess =
  | { kind: 'open' }
  /** Go to /verified with this message; remember the page asked for. */
  | { kind: 'verify'; message: string }
  /** Spec §6: alert PROVINCIAL_L2_MESSAGE and open the provincial platform in a new tab. */
  | { kind: 'provincial'; url: string }
  /** /verified after the face check passed: back to where the user wanted to go. */
  | { kind: 'return'; to: string };

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter((part) => part !== '');

/** What the pages need: certification, the face check, or nothing. */
export function requirementOf(pathname: string): 'certification' | 'face' | null {
  const [first = '', second] = segmentsOf(pathname);
  const segment = first.toLowerCase();
  if (faceSegments.has(segment)) return 'face';
  if (segment === PERSONAL_CENTRE_SEGMENT) {
    return ACCOUNT_SECURITY_TYPES.includes(second as (typeof ACCOUNT_SECURITY_TYPES)[number]) ? null : 'face';
  }
  return certificationSegments.has(segment) ? 'certification' : null;
}

export function verificationAccess(input: VerificationAccessInput): VerificationAccess {
  const { user } = input;
  if (!user) return { kind: 'open' };
  const [first = ''] = segmentsOf(input.pathname);
  if (first.toLowerCase() === 'verified') {
    const query = new URLSearchParams(input.search);
    // A result being shown (certToken) stays; add=true is for certifying another company.
    if (user.hasCheckedFace && query.get('add') !== 'true' && !query.has('certToken')) {
      return { kind: 'return', to: input.rememberedAddress ?? '/' };
    }
    return { kind: 'open' };
  }
  const requirement = requirementOf(input.pathname);
  const unmet =
    (requirement === 'certification' && !user.ifCertification) ||
    (requirement === 'face' && !(user.hasCheckedFace && user.ifCertification));
  if (!unmet) return { kind: 'open' };
  if (input.provincialIdentifyUrl) return { kind: 'provincial', url: input.provincialIdentifyUrl };
  return { kind: 'verify', message: requirement === 'face' ? FACE_FIRST_MESSAGE : VERIFY_FIRST_MESSAGE };
}

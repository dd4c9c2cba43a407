/**
 * The partner platforms whose users an operator imports (the import command's `--source`), by code, as the portal
 * names them on /adInvitation. A new partner gets a line here when the operator starts importing its users; an
 * unknown code is shown as the generic name rather than as a bare code.
 */
const PARTNER_PLATFORMS: Readonly<Record<string, string>> = {
  shb: '合作企业服务平台（SHB）',
};

export const GENERIC_PARTNER_NAME = '合作平台';

/** The name shown for an import source; null for an account that was not imported (no source). */
export function partnerPlatformName(source: string | null): string | null {
  if (!source) return null;
  return Object.hasOwn(PARTNER_PLATFORMS, source) ? (PARTNER_PLATFORMS[source] as string) : GENERIC_PARTNER_NAME;
}

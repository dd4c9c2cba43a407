/** What 立即申请 does with a product's apply method (spec §3 apply-method record; urlType 1 none, 2 QR, else link). */
export type ApplyAction =
  | { kind: 'form'; path: string }
  | { kind: 'qr'; image: string }
  | { kind: 'link'; url: string }
  | { kind: 'unavailable' };

export function applyActionOf(
  productId: string,
  method: { urlType: number; redirectUrl: string | null | undefined },
): ApplyAction {
  if (method.urlType === 1) return { kind: 'form', path: `/financeApply?productId=${encodeURIComponent(productId)}` };
  if (!method.redirectUrl) return { kind: 'unavailable' };
  if (method.urlType === 2) return { kind: 'qr', image: method.redirectUrl };
  return { kind: 'link', url: method.redirectUrl };
}

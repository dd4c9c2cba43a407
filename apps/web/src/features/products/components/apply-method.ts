/** What 立即申请 does with a product's apply method (spec §3 apply-method record; urlType 1 none, 2 QR, else link). */
export type ApplyAction =
  | { kind: 'form'; path: string }
  | { kind: 'qr'; image: string }
  | { kind: 'link'; url: string }
  | { kind: 'unavailable' };

/** Our form: /financeApply, or /applyFromClass with the class when the product was reached from a class (spec §2). */
function formPath(productId: string, classId: string | null): string {
  const product = `productId=${encodeURIComponent(productId)}`;
  return classId ? `/applyFromClass?${product}&classId=${encodeURIComponent(classId)}` : `/financeApply?${product}`;
}

export function applyActionOf(
  productId: string,
  method: { urlType: number; redirectUrl: string | null | undefined },
  classId: string | null = null,
): ApplyAction {
  if (method.urlType === 1) return { kind: 'form', path: formPath(productId, classId) };
  if (!method.redirectUrl) return { kind: 'unavailable' };
  if (method.urlType === 2) return { kind: 'qr', image: method.redirectUrl };
  return { kind: 'link', url: method.redirectUrl };
}

/**
 * Where 立即申请 on /oneClickRateProduct goes: a product applied for through our form (urlType 1) opens the form
 * straight away, marked from=rate so that a successful apply lands on /rateApplySucess; any other product opens its
 * detail page, which shows its QR code or link.
 */
export function rateApplyPath(productId: string, urlType: number | null): string {
  const id = encodeURIComponent(productId);
  return urlType === 1 ? `/financeApply?productId=${id}&from=rate` : `/product/${id}`;
}

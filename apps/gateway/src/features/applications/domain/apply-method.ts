/** Spec §3 apply-method record: urlType 1 our application form (the only kind /loan/product/pc/apply accepts). */
export const FORM_URL_TYPE = 1;

/** The apply-method record of a product (redirectUrl: the QR image for urlType 2, the institution's page otherwise). */
export function applyMethodRecord(product: { apply_url_type: number; apply_redirect_url: string | null }) {
  return {
    urlType: product.apply_url_type,
    redirectUrl: product.apply_url_type === FORM_URL_TYPE ? null : product.apply_redirect_url,
  };
}

// Nine digits at most: what the gateway's integer ids and counts fit in.
const NINE_DIGITS = /^\d{1,9}$/;

/** A record's id as a route or a query parameter carries it (a product, an institution, a class, a protocol). */
export function isNumericId(text: string | null | undefined): text is string {
  return text != null && NINE_DIGITS.test(text);
}

/** A number from the URL such as the page: a whole number above 0, or nothing when it is not one. */
export function positiveInteger(text: string | null): number | undefined {
  if (!text || !NINE_DIGITS.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

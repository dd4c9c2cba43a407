/**
 * A URL's query string can hold a mobile, a code or a GraphQL operation's variables (GET /graphql?variables=…): the
 * http instrumentation records it in url.full and url.query, redacting only a few signature parameters by name.
 */
export const REDACTED = '[redacted]';

type AttributeValue = string | number | boolean | Array<string | number | boolean | null | undefined> | undefined;

/** The replacement for an attribute the spans must not carry as recorded, or undefined to keep it. */
export function redactedAttribute(key: string, value: AttributeValue): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (key === 'url.query') return REDACTED;
  if (key === 'url.full' || key === 'http.url' || key === 'http.target') {
    const stripped = withoutQuery(value);
    return stripped === value ? undefined : stripped;
  }
  return undefined;
}

/** The URL without its query string and fragment. */
export function withoutQuery(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

/**
 * A URL's query string can hold a mobile, a code or a GraphQL operation's variables (GET /graphql?variables=…): the
 * http instrumentation records it in url.full and url.query, redacting only a few signature parameters by name.
 */
export const REDACTED = '[redacted]';

type AttributeValue = string | number | boolean | Array<string | number | boolean | null | undefined> | undefined;

/**
 * Who made a request: the caller's address and browser (current and older semantic conventions' names). Personal data
 * that a trace, often kept by another party, does not need; the request log keeps what an operator may look up.
 */
const CALLER_ATTRIBUTES = new Set([
  'client.address',
  'network.peer.address',
  'net.peer.ip',
  'http.client_ip',
  'user_agent.original',
  'http.user_agent',
]);

/** The replacement for an attribute the spans must not carry as recorded, or undefined to keep it. */
export function redactedAttribute(key: string, value: AttributeValue): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (key === 'url.query' || CALLER_ATTRIBUTES.has(key)) return REDACTED;
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

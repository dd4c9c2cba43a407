import { describe, expect, it } from 'vitest';
import { REDACTED, redactedAttribute, withoutQuery } from './redaction.ts';

describe('redactedAttribute', () => {
  it('keeps a URL attribute without its query string', () => {
    expect(redactedAttribute('url.full', 'http://127.0.0.1:4000/graphql?variables={"mobile":"13800000000"}')).toBe(
      'http://127.0.0.1:4000/graphql',
    );
    expect(redactedAttribute('http.target', '/api/codes?mobile=13800000000#x')).toBe('/api/codes');
  });

  it('replaces the query attribute whole', () => {
    expect(redactedAttribute('url.query', 'mobile=13800000000')).toBe(REDACTED);
  });

  it('replaces who made the request: address and browser', () => {
    expect(redactedAttribute('client.address', '203.0.113.7')).toBe(REDACTED);
    expect(redactedAttribute('network.peer.address', '203.0.113.7')).toBe(REDACTED);
    expect(redactedAttribute('user_agent.original', 'Mozilla/5.0')).toBe(REDACTED);
    expect(redactedAttribute('http.user_agent', 'Mozilla/5.0')).toBe(REDACTED);
  });

  it('leaves everything else, and URLs without a query, alone', () => {
    expect(redactedAttribute('url.full', 'http://127.0.0.1:4000/graphql')).toBeUndefined();
    expect(redactedAttribute('url.path', '/graphql')).toBeUndefined();
    expect(redactedAttribute('db.query.text', 'select * from account where mobile = $1')).toBeUndefined();
    expect(redactedAttribute('http.response.status_code', 200)).toBeUndefined();
  });
});

describe('withoutQuery', () => {
  it('cuts at the first ? or #', () => {
    expect(withoutQuery('/a/b?c=d')).toBe('/a/b');
    expect(withoutQuery('/a#frag')).toBe('/a');
    expect(withoutQuery('/a')).toBe('/a');
  });
});

import { describe, expect, it } from 'vitest';
import { authorizationHeader, readTokenFrom } from './auth-token';

describe('readTokenFrom', () => {
  it('finds the PC-Front-Token cookie among others', () => {
    expect(readTokenFrom('a=1; PC-Front-Token=abc123; b=2')).toBe('abc123');
  });

  it('decodes the value', () => {
    expect(readTokenFrom('PC-Front-Token=a%2Bb')).toBe('a+b');
  });

  it('answers null when missing or empty', () => {
    expect(readTokenFrom('')).toBeNull();
    expect(readTokenFrom('other=1')).toBeNull();
    expect(readTokenFrom('PC-Front-Token=')).toBeNull();
    expect(readTokenFrom('X-PC-Front-Token=abc')).toBeNull();
  });
});

describe('authorizationHeader', () => {
  it('sends the token as a bearer token when present', () => {
    expect(authorizationHeader('t0k')).toEqual({ Authorization: 'Bearer t0k' });
  });

  it('sends nothing without a token', () => {
    expect(authorizationHeader(null)).toEqual({});
  });
});

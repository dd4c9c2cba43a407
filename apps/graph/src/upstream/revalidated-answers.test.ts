import { describe, expect, it } from 'vitest';
import { answerKey, RevalidatedAnswers } from './revalidated-answers.ts';

describe('RevalidatedAnswers', () => {
  it('holds only answers the gateway marked public and tagged', () => {
    const answers = new RevalidatedAnswers(10);
    answers.settle('public', { etag: '"c1-a"', 'cache-control': 'public, no-cache' }, { page: 1 });
    answers.settle('personal', { etag: '"x"', 'cache-control': 'no-store' }, { user: 'me' });
    answers.settle('untagged', { 'cache-control': 'public, no-cache' }, { page: 2 });
    answers.settle('private', { etag: '"y"', 'cache-control': 'private' }, { page: 3 });
    expect(answers.get('public')).toEqual({ etag: '"c1-a"', data: { page: 1 } });
    expect(answers.size).toBe(1);
  });

  it('forgets a held answer when the same call comes back no longer cacheable', () => {
    const answers = new RevalidatedAnswers(10);
    answers.settle('call', { etag: '"c1-a"', 'cache-control': 'public, no-cache' }, 1);
    answers.settle('call', { 'cache-control': 'no-store' }, 2);
    expect(answers.get('call')).toBeUndefined();
  });

  it('drops the least recently used answer beyond its capacity', () => {
    const answers = new RevalidatedAnswers(2);
    const publicTag = (etag: string) => ({ etag, 'cache-control': 'public, no-cache' });
    answers.settle('a', publicTag('"a"'), 'a');
    answers.settle('b', publicTag('"b"'), 'b');
    answers.get('a');
    answers.settle('c', publicTag('"c"'), 'c');
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')?.data).toBe('a');
    expect(answers.get('c')?.data).toBe('c');
  });

  it('keys calls by everything that changes the answer', () => {
    const base = answerKey('POST', '/api/loan/product/pc/list', undefined, { pageNum: 1 });
    expect(answerKey('POST', '/api/loan/product/pc/list', undefined, { pageNum: 2 })).not.toBe(base);
    expect(answerKey('GET', '/api/loan/product/pc/list', undefined, { pageNum: 1 })).not.toBe(base);
    expect(answerKey('POST', '/api/loan/product/pc/list', { pageNum: 1 }, undefined)).not.toBe(base);
  });
});

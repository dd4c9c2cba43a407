import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { parseBeaconBatch } from './track-beacon.ts';

describe('parseBeaconBatch', () => {
  it('reads an array of events from JSON text', () => {
    expect(
      parseBeaconBatch(
        '[{"pageUrl":"/","pageName":"首页","eventType":"VISIT"},{"pageUrl":"/login","pageName":"企业登录","eventType":"CLICK","buttonName":"登录","clientType":"PC"}]',
      ),
    ).toEqual([
      { pageUrl: '/', pageName: '首页', eventType: 'VISIT', buttonName: undefined, clientType: undefined },
      { pageUrl: '/login', pageName: '企业登录', eventType: 'CLICK', buttonName: '登录', clientType: 'PC' },
    ]);
  });

  it.each([
    ['not JSON', '{"pageUrl":', '埋点数据必须是事件数组的 JSON 文本'],
    ['an object instead of an array', '{"pageUrl":"/"}', '埋点数据必须是事件数组的 JSON 文本'],
    ['an event that is not an object', '[1]', '埋点事件必须是 JSON 对象'],
    [
      'an unknown event type',
      '[{"pageUrl":"/","pageName":"首页","eventType":"visit"}]',
      '事件类型必须是 VISIT、CLICK 或 SHARE',
    ],
    ['a field that is not text', '[{"pageUrl":5,"pageName":"首页","eventType":"VISIT"}]', 'pageUrl 必须是文本'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseBeaconBatch(text)).toThrow(InvalidArgumentError);
    expect(() => parseBeaconBatch(text)).toThrow(message);
  });
});

import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';

describe('error table: files', () => {
  it('maps every refusal of an uploaded file to FILE_REFUSED with the gateway message and code', () => {
    for (const code of [
      GatewayCode.FILE_TOO_LARGE,
      GatewayCode.FILE_EMPTY,
      GatewayCode.FILE_TYPE_REFUSED,
      GatewayCode.FILE_CONTENT_REFUSED,
      GatewayCode.FILE_ARCHIVE_REFUSED,
      GatewayCode.FILE_UPLOAD_MALFORMED,
    ]) {
      expect(mapError(new GatewayBusinessError(code, '文件大小不能超过20MB'))).toEqual({
        message: '文件大小不能超过20MB',
        extensions: { code: 'FILE_REFUSED', gatewayCode: code },
      });
    }
  });

  it('maps an unknown or foreign file to FILE_NOT_FOUND', () => {
    expect(mapError(new GatewayBusinessError(GatewayCode.FILE_NOT_FOUND, '文件不存在或无权访问'))).toEqual({
      message: '文件不存在或无权访问',
      extensions: { code: 'FILE_NOT_FOUND', gatewayCode: GatewayCode.FILE_NOT_FOUND },
    });
  });

  it('maps a gateway whose disk cannot take the file to GATEWAY_UNAVAILABLE with its message, logged as an error', () => {
    const busy = '系统繁忙，文件暂时无法保存，请稍后再试';
    expect(mapError(new GatewayBusinessError(GatewayCode.FILE_STORAGE_UNAVAILABLE, busy))).toEqual({
      message: busy,
      extensions: { code: 'GATEWAY_UNAVAILABLE', gatewayCode: GatewayCode.FILE_STORAGE_UNAVAILABLE },
      log: 'error',
    });
  });

  it('leaves other envelope codes to BUSINESS_ERROR', () => {
    expect(mapError(new GatewayBusinessError(GatewayCode.RATE_LIMITED, '操作太频繁')).extensions.code).toBe(
      'BUSINESS_ERROR',
    );
  });
});

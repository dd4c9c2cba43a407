import { describe, expect, it } from 'vitest';
import { readUploadAnswer, UploadError } from './upload-request';

describe('readUploadAnswer', () => {
  it('answers the stored path of a success', () => {
    expect(readUploadAnswer(200, JSON.stringify({ path: 'f/202611/x.pdf' }))).toEqual({ path: 'f/202611/x.pdf' });
  });

  it("answers the server's message and code of a refusal", () => {
    const answer = readUploadAnswer(422, JSON.stringify({ code: 'FILE_REFUSED', message: '文件大小不能超过20MB' }));
    expect(answer).toBeInstanceOf(UploadError);
    expect((answer as UploadError).message).toBe('文件大小不能超过20MB');
    expect((answer as UploadError).code).toBe('FILE_REFUSED');
  });

  it('falls back to a generic Chinese message when the answer is unreadable', () => {
    const answer = readUploadAnswer(502, '<html>bad gateway</html>') as UploadError;
    expect(answer.message).toBe('上传失败，请稍后再试');
    expect(answer.code).toBeNull();
  });
});

/** The envelope every gateway answer uses: code 0 is success, anything else a failure with a Chinese msg. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 0, msg, data };
}

export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

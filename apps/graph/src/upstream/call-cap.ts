import type { GatewayTransport } from './gateway-client.ts';

/** A GraphQL operation that would make more gateway calls than its cap allows (QUERY_TOO_COMPLEX, gatewayCalls). */
export class GatewayCallCapError extends Error {
  constructor(readonly cap: number) {
    super(`本次查询需要调用的后台服务过多（最多 ${cap} 次），请减少查询的内容后重试`);
    this.name = 'GatewayCallCapError';
  }
}

/**
 * The transport of one GraphQL request: passes the first `cap` gateway calls (telling `onCall` of each) and refuses
 * every further one without sending it, so no operation fans out into more upstream calls than the cap (aliases,
 * lists and loaders together).
 */
export function cappedTransport(
  transport: GatewayTransport,
  cap: number,
  onCall: () => void = () => {},
): GatewayTransport {
  let calls = 0;
  return {
    send(request) {
      calls += 1;
      if (calls > cap) return Promise.reject(new GatewayCallCapError(cap));
      onCall();
      return transport.send(request);
    },
    checkHealth: () => transport.checkHealth(),
    close: () => transport.close(),
  };
}

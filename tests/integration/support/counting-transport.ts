import type { GatewayRequest, GatewayTransport } from '../../../apps/graph/src/upstream/gateway-client.ts';

/** Wraps a transport and remembers every call, to assert what reached the gateway. */
export function countingTransport(inner: GatewayTransport): GatewayTransport & { requests: GatewayRequest[] } {
  const requests: GatewayRequest[] = [];
  return {
    requests,
    send: (request) => {
      requests.push(request);
      return inner.send(request);
    },
    checkHealth: () => inner.checkHealth(),
    close: () => inner.close(),
  };
}

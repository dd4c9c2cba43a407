import type { ClientConfig } from 'tencentcloud-sdk-nodejs-common';

/**
 * What a Tencent Cloud SDK client (SMS, FaceID) is built with: the API key pair, the region, the endpoint (a local
 * stand-in's `http://127.0.0.1:…` in development and tests) and how long a call may take, in seconds.
 */
export function tencentClientConfig(
  key: { secretId: string; secretKey: string },
  region: string,
  endpoint: URL,
  timeoutS: number,
): ClientConfig {
  return {
    credential: key,
    region,
    profile: {
      httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, reqTimeout: timeoutS },
    },
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an http(s) address on this machine (the development stand-ins). */
export function isLoopbackAddress(address: string | URL): boolean {
  return LOOPBACK_HOSTS.has(new URL(address).hostname);
}

/**
 * The address an outside service is configured at (`name` is the environment variable, for the message): absolute,
 * https — or plain http on loopback outside production, where the stand-ins run. No credentials, no fragment; a
 * trailing slash is dropped so paths can be appended.
 */
export function readServiceAddress(name: string, value: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not an absolute address: "${value}"`);
  }
  const insecureAllowed = !production && url.protocol === 'http:' && isLoopbackAddress(url);
  if (url.protocol !== 'https:' && !insecureAllowed) {
    throw new Error(`${name} must be an https address (plain http only on loopback outside production): "${value}"`);
  }
  if (url.username || url.password) throw new Error(`${name} must not carry credentials`);
  if (url.hash) throw new Error(`${name} must not have a fragment`);
  return url.href.replace(/\/$/, '');
}

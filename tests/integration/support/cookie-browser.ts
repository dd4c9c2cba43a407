/**
 * A browser reduced to what an OAuth round trip needs, for tests that drive the stand-ins without Chromium: a
 * cookie jar per host (path and expiry honoured enough for oidc-provider's cookies), manual redirects, and form
 * posts. It never fetches the platform's own callback: `navigate` stops when a redirect leaves for `stopAtOrigin`.
 */
export class CookieBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(private readonly stopAtOrigin: string) {}

  /** GET without following redirects. */
  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }

  /** POST a form (application/x-www-form-urlencoded) without following redirects. */
  async post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects from a first response until a page answers (its URL, status and HTML), or a redirect goes to
   * the platform (`stoppedAt` is that address, not fetched).
   */
  async follow(first: Response, from: string): Promise<Visit> {
    let response = first;
    let url = from;
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url, status: response.status, html: await response.text(), stoppedAt: undefined };
      }
      await response.body?.cancel();
      url = new URL(location, url).href;
      if (new URL(url).origin === this.stopAtOrigin) return { url, status: response.status, html: '', stoppedAt: url };
      response = await this.get(url);
    }
    throw new Error(`too many redirects from ${from}`);
  }

  async navigate(url: string): Promise<Visit> {
    return this.follow(await this.get(url), url);
  }

  async submit(url: string, fields: Record<string, string>): Promise<Visit> {
    return this.follow(await this.post(url, fields), url);
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const target = new URL(url);
    const cookies = this.jar.get(target.host);
    const headers = new Headers(init.headers);
    if (cookies?.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(target.host, response.headers.getSetCookie());
    return response;
  }

  private store(host: string, setCookies: string[]): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(setting).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(host, cookies);
  }
}

export interface Visit {
  url: string;
  status: number;
  html: string;
  /** The platform address a redirect went to, when the trip ended there. */
  stoppedAt: string | undefined;
}

/** The action of the page's form whose action ends with `suffix`, made absolute. */
export function formAction(visit: Visit, suffix: string): string {
  for (const match of visit.html.matchAll(/<form[^>]*\baction="([^"]*)"/g)) {
    const action = decodeHtml(match[1] ?? '');
    if (action.endsWith(suffix)) return new URL(action, visit.url).href;
  }
  throw new Error(`no form ending in ${suffix} on ${visit.url}:\n${visit.html.slice(0, 500)}`);
}

/** The hidden inputs of a page, by name. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[decodeHtml(match[1] ?? '')] = decodeHtml(match[2] ?? '');
  }
  return fields;
}

function decodeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

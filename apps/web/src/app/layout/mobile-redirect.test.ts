import { describe, expect, it } from 'vitest';
import { isMobileDevice, mobileRedirectTarget } from './mobile-redirect';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('isMobileDevice', () => {
  it('knows Android and iOS, including an iPad that reports itself as a Mac', () => {
    expect(isMobileDevice(ANDROID)).toBe(true);
    expect(isMobileDevice(IPHONE)).toBe(true);
    expect(isMobileDevice(IPAD_DESKTOP_MODE, 5)).toBe(true);
  });

  it('leaves desktops alone, a Mac without touch included', () => {
    expect(isMobileDevice(WINDOWS)).toBe(false);
    expect(isMobileDevice(IPAD_DESKTOP_MODE, 0)).toBe(false);
  });
});

describe('mobileRedirectTarget', () => {
  const site = 'https://m.example.cn';

  it('sends a phone to the mobile site', () => {
    expect(mobileRedirectTarget(site, '/product', { userAgent: ANDROID })).toBe(site);
    expect(mobileRedirectTarget(site, '/', { userAgent: IPHONE })).toBe(site);
  });

  it('keeps a phone on the short-link route, which must resolve here', () => {
    expect(mobileRedirectTarget(site, '/key/abc123', { userAgent: ANDROID })).toBeNull();
    expect(mobileRedirectTarget(site, '/keyboard', { userAgent: ANDROID })).toBe(site);
  });

  it('never redirects a desktop, nor anyone when no mobile site is configured', () => {
    expect(mobileRedirectTarget(site, '/product', { userAgent: WINDOWS })).toBeNull();
    expect(mobileRedirectTarget(null, '/product', { userAgent: ANDROID })).toBeNull();
    expect(mobileRedirectTarget(undefined, '/product', { userAgent: ANDROID })).toBeNull();
  });
});

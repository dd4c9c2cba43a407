import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { mobileRedirectTarget } from './mobile-redirect';
import { useSiteConfig } from './useSiteConfig';

/** Sends phones to the configured mobile site (spec §2), except on the short-link route. */
export function useMobileRedirect(): void {
  const mobileSiteUrl = useSiteConfig()?.mobileSiteUrl;
  const { pathname } = useLocation();
  useEffect(() => {
    const target = mobileRedirectTarget(mobileSiteUrl, pathname, navigator);
    if (target) window.location.replace(target);
  }, [mobileSiteUrl, pathname]);
}

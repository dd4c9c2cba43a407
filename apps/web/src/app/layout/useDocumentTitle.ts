import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, type RouteHandle } from '../routes';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

/** Titles the document after the deepest matched route: "<page> - 区域中小企业融资服务平台". */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => match.handle).findLast(isRouteHandle)?.title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

import { useEffect } from 'react';
import { documentTitle } from '../routes';
import { useRouteTitle } from './useRouteTitle';

/** Titles the document after the matched route: "<page> - 区域中小企业融资服务平台". */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

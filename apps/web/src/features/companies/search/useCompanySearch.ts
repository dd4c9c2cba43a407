import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { endedSession, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { toaster } from '#shared/ui/toast-store.tsx';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { CompanySearchQuery } from '../company-operations';
import {
  afterNextPage,
  COMPANY_TEXTS,
  nextPageAction,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  searchableName,
} from './company-search-rules';
import { createDebouncer } from './debounce';
import { createLatestOnly } from './latest-only';

export interface RegistryCompany {
  uniformCode: string;
  companyName: string;
  legalPerson: string;
}

export interface SearchResult {
  /** The name the shown page was searched for. */
  name: string;
  page: SearchPage<RegistryCompany>;
}

/** Spec §8 "no more data": shown once at a time, like every message of the portal. */
function sayNoMoreData(): void {
  if (toaster.isVisible(COMPANY_TEXTS.noMoreData)) return;
  toaster.create({ id: COMPANY_TEXTS.noMoreData, type: 'warning', title: COMPANY_TEXTS.noMoreData });
}

/**
 * The add-company dialog's search (spec §2, §9): typing searches 200 ms after the last keystroke, 查询 at once;
 * pages of 10 with 上一页 / 下一页; only the newest request's answer is shown.
 */
export function useCompanySearch() {
  const client = useApolloClient();
  const debouncer = useMemo(() => createDebouncer(SEARCH_DEBOUNCE_MS), []);
  const latest = useMemo(() => createLatestOnly(), []);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  /** One page, or null when the request failed (a message said why) or a newer one replaced it. */
  async function fetchPage(name: string, pageNum: number): Promise<SearchPage<RegistryCompany> | null> {
    const isLatest = latest.begin();
    setBusy(true);
    try {
      const { data } = await client.query({
        query: CompanySearchQuery,
        variables: { name, page: { pageNum, pageSize: SEARCH_PAGE_SIZE } },
        fetchPolicy: 'network-only',
        context: { noLoading: true, quietErrors: true },
      });
      if (!isLatest() || !data) return null;
      const { items, hasNextPage } = data.companySearch;
      return { items, pageNum: data.companySearch.pageNum, hasNextPage };
    } catch (error) {
      if (isLatest() && !endedSession(error)) notifyFailure(serverMessageOr(error, COMPANY_TEXTS.failed));
      return null;
    } finally {
      if (isLatest()) setBusy(false);
    }
  }

  async function search(name: string): Promise<void> {
    const page = await fetchPage(name, 1);
    if (page) setResult({ name, page });
  }

  function clear(): void {
    debouncer.cancel();
    latest.invalidate();
    setResult(null);
    setBusy(false);
  }

  return {
    result,
    busy,
    /** The name field changed: search it 200 ms from now, or clear the list when it is too short. */
    typed(text: string): void {
      const name = searchableName(text);
      if (!name) {
        clear();
        return;
      }
      debouncer.schedule(() => void search(name));
    },
    /** 查询: search at once; false when the name is too short to search. */
    searchNow(text: string): boolean {
      debouncer.cancel();
      const name = searchableName(text);
      if (!name) return false;
      void search(name);
      return true;
    },
    async next(): Promise<void> {
      if (!result) return;
      if (nextPageAction(result.page) === 'no-more-data') {
        sayNoMoreData();
        return;
      }
      const page = await fetchPage(result.name, result.page.pageNum + 1);
      if (!page) return;
      const outcome = afterNextPage(result.page, page);
      if (outcome.noMoreData) sayNoMoreData();
      setResult({ name: result.name, page: outcome.page });
    },
    async previous(): Promise<void> {
      if (!result || result.page.pageNum <= 1) return;
      const page = await fetchPage(result.name, result.page.pageNum - 1);
      if (page) setResult({ name: result.name, page });
    },
    /** A result was chosen or the form reset: no list, no answer still on its way. */
    clear,
  };
}

export type CompanySearch = ReturnType<typeof useCompanySearch>;

import type { DataAuthorisationLedgerKind } from '#gql/graphql.ts';
import { beijingDateTime } from '#shared/format/time.ts';

/** Spec §9: the ledger is listed 8 a page like the other lists of the personal centre. */
export const LEDGER_PAGE_SIZE = 8;

export const LEDGER_KIND_LABELS: Record<DataAuthorisationLedgerKind, { label: string; palette: string }> = {
  GRANT: { label: '授权', palette: 'green' },
  REVOCATION: { label: '撤销授权', palette: 'red' },
  ACCESS: { label: '机构查阅', palette: 'blue' },
  REFERRAL: { label: '同意转介', palette: 'purple' },
};

/** 2026-11-24 09:05, Beijing time; — for an unreadable value. */
export const formatDateTime = (iso: string): string => beijingDateTime(iso) ?? '—';

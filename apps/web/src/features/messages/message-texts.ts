import { beijingDateTime } from '#shared/format/time.ts';

/** Texts and small rules of the message centre. */

export const MESSAGE_PAGE_SIZE = 10;

export const MESSAGE_TEXTS = {
  title: '消息中心',
  headerLink: '消息',
  markAllRead: '全部已读',
  markedAllRead: '已全部标记为已读',
  unread: '未读',
  failed: '操作失败，请稍后再试',
} as const;

/** The badge's text: the count, or 99+ above 99; null when there is nothing unread. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** 2026-03-02 14:05, Beijing time; — for a value that is no date. */
export const formatMessageTime = (iso: string): string => beijingDateTime(iso) ?? '—';

/** Where an application's thread is read: its progress view (/account/2 applications, /account/3 needs). */
export const threadLinkOf = (row: { applicationId: string; source: number }): string =>
  `/account/${row.source === 2 ? 3 : 2}?id=${encodeURIComponent(row.applicationId)}`;

/** What an unread thread's line names: the product applied for, or the financing need. */
export const threadTitleOf = (row: { productName?: string | null; source: number }): string =>
  row.source === 2 || !row.productName ? '融资需求的留言' : `「${row.productName}」申请的留言`;

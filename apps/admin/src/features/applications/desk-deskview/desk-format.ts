import { formatTime } from '#shared/format/format.ts';

/** A file's size as people read it: 812 B, 35.2 KB, 1.4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The day of an ISO time in Beijing (YYYY-MM-DD); 无 when missing. */
export const beijingDay = (iso: string | null | undefined): string => formatTime(iso).slice(0, 10);

/** What the desk says of the company's data authorisation. */
export function authorisationText(state: { state: string; until?: string | null; revokedAt?: string | null }): string {
  switch (state.state) {
    case 'in_force':
      return `在有效期内（至 ${beijingDay(state.until)}）`;
    case 'revoked':
      return `已撤销（${formatTime(state.revokedAt)}）`;
    case 'expired':
      return `已到期（${beijingDay(state.until)}）`;
    default:
      return '未授权';
  }
}

/** The staff file route of an application's material (the graph checks the staff session and logs the open). */
export function materialUrl(applicationId: string, path: string, download = false): string {
  return `/staff-files/${encodeURIComponent(applicationId)}/${path}${download ? '?download=1' : ''}`;
}

export { viewerOf } from '#shared/ui/viewer-kind.ts';

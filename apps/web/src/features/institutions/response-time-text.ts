/** How the portal writes an institution's published response times (components/InstitutionResponseTimes). */

/** Hours with one decimal, the unit the workbench's dashboard uses too (docs/decisions/0081-what-a-new-user-trips-over.md); none as 暂无. */
export function durationText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '暂无';
  return `${hours.toFixed(1)}小时`;
}

/** A 0-1 share as a percentage with one decimal; none as 暂无. */
export function shareText(share: number | null | undefined): string {
  return share === null || share === undefined ? '暂无' : `${(share * 100).toFixed(1)}%`;
}

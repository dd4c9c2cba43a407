/**
 * A formatted range split after its "~", where a narrow cell may wrap it ("3.45%~" / "4.80%"); a single figure
 * ("12个月", "以机构审批为准") stays whole.
 */
export function rangeParts(text: string): [string] | [string, string] {
  const at = text.indexOf('~');
  return at < 0 ? [text] : [text.slice(0, at + 1), text.slice(at + 1)];
}

/**
 * CSV as the workbench exports it (the dashboard, the queue): UTF-8 with a byte-order mark, so Excel opens the Chinese
 * correctly; CRLF line ends; every cell through csvCell.
 */

export const BOM = '\uFEFF';

/**
 * A text cell: quoted when it holds a separator, a quote or a line end; a formula's first character is defused,
 * full-width ＝＋－＠ too (spreadsheets in a Chinese locale read them as the ASCII ones).
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r＝＋－＠]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of text cells as one CSV document. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `${BOM}${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

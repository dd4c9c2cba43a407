/** A LIKE (or ILIKE) pattern that finds `text` anywhere, with LIKE's own wildcards (and its escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

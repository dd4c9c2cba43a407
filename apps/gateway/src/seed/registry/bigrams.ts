/**
 * The distinct bigrams (pairs of neighbouring characters) of a name, as the database's company_name_bigrams
 * computes them (migration 0003; characters are code points there as here). The loader counts them per company.
 */
export function nameBigrams(name: string): Set<string> {
  const chars = Array.from(name);
  const bigrams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) bigrams.add(`${chars[i]}${chars[i + 1]}`);
  return bigrams;
}

/** One entry of a spec §3 lookup list: the code on the wire and its Chinese label. */
export interface LookupEntry {
  readonly code: number;
  readonly label: string;
}

export type LookupList = readonly LookupEntry[];

/** A frozen list of these entries, in the order given. */
export function frozenLookups(entries: readonly LookupEntry[]): LookupList {
  return Object.freeze(entries.map(({ code, label }): LookupEntry => Object.freeze({ code, label })));
}

/** A frozen list from [code, label] pairs, in the order given. */
export function lookupList(entries: Array<[number, string]>): LookupList {
  return frozenLookups(entries.map(([code, label]) => ({ code, label })));
}

/** Label used for a single required lookup whose code is not in its list (data newer than this service). */
export const UNKNOWN_LABEL = '未知';

const byList = new WeakMap<LookupList, ReadonlyMap<number, LookupEntry>>();

function indexOf(list: LookupList): ReadonlyMap<number, LookupEntry> {
  let index = byList.get(list);
  if (!index) {
    index = new Map(list.map((entry) => [entry.code, entry]));
    byList.set(list, index);
  }
  return index;
}

/** The entry for `code`, or undefined when the list does not know it. */
export function findLookup(list: LookupList, code: number): LookupEntry | undefined {
  return indexOf(list).get(code);
}

/** The entry for a required code; an unknown code keeps its number with the label 未知 instead of failing. */
export function lookupOrUnknown(list: LookupList, code: number): LookupEntry {
  return findLookup(list, code) ?? { code, label: UNKNOWN_LABEL };
}

/** Entries for comma-separated codes ("4,3"); unknown or malformed codes are skipped, duplicates kept once. */
export function lookupsFromCodes(list: LookupList, codes: string | null | undefined): LookupEntry[] {
  if (!codes) return [];
  const entries: LookupEntry[] = [];
  for (const part of codes.split(',')) {
    const entry = findLookup(list, Number(part.trim()));
    if (entry && !entries.includes(entry)) entries.push(entry);
  }
  return entries;
}

/** Whether `code` belongs to the list (for validating arguments). */
export function isKnownCode(list: LookupList, code: number): boolean {
  return indexOf(list).has(code);
}

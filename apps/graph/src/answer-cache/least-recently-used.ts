/** Least-recently-used order kept by a Map, which iterates its keys in insertion order: the oldest first. */

/** The entry kept under `key`, made the most recently used one. */
export function touchEntry<V>(entries: Map<string, V>, key: string): V | undefined {
  const entry = entries.get(key);
  if (entry === undefined) return undefined;
  entries.delete(key);
  entries.set(key, entry);
  return entry;
}

/** Removes the least recently used entries, with `remove`, for as long as `over()` says the map is over its bounds. */
export function evictOldest(entries: Map<string, unknown>, over: () => boolean, remove: (key: string) => void): void {
  while (over()) {
    const oldest = entries.keys().next();
    if (oldest.done) break;
    remove(oldest.value);
  }
}

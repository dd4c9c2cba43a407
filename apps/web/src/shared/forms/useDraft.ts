import { useEffect, useState } from 'react';

/**
 * A search field's text while it is typed: starts from the search in force (the URL's) and follows it when that
 * changes by other means (back, a link), so the field never shows a search that is not the one listed.
 */
export function useDraft(value: string | undefined) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return [draft, setDraft] as const;
}

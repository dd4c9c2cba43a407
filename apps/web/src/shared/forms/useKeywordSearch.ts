import type { FormEvent } from 'react';
import { useDraft } from './useDraft';

/** A one-field keyword search: its text, and a submit that passes the trimmed keyword on (none when blank). */
export function useKeywordSearch(keyword: string | undefined, onSearch: (keyword?: string) => void) {
  const [text, setText] = useDraft(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return { text, setText, submit };
}

import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@carta/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export interface ListSearch {
  /** What the search box shows. */
  search: string;
  setSearch: (value: string) => void;
  /** The trimmed term to send, once typing has paused (docs/product.md §5). */
  term: string;
  page: number;
  setPage: (page: number) => void;
  /**
   * Call while rendering with the loaded total: a page past the end (its last card was deleted)
   * moves to the last page before the empty page ever paints.
   */
  keepPageInRange: (list: PageState, pageSize: number) => void;
}

export interface PageState {
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: { pagination: { total: number } };
}

/** Search box, debounced term and page of a searchable list; a new term starts at page 1. */
export function useListSearch(): ListSearch {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a search.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === term ? paging.page : 1;

  const setPage = (next: number) => {
    setPaging({ term, page: next });
    window.scrollTo({ top: 0 });
  };

  const keepPageInRange = (list: PageState, pageSize: number) => {
    if (!list.isSuccess || list.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil((list.data?.pagination.total ?? 0) / pageSize));
    if (page > lastPage) setPaging({ term, page: lastPage });
  };

  return { search, setSearch, term, page, setPage, keepPageInRange };
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Check, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type PagedList } from '@carta/shared';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';

/** How long an added row stays in place, marked Added, before it leaves the list. */
const ADDED_FEEDBACK_MS = 1500;

export interface PickableItem {
  id: string;
  name: string;
  enabled: boolean;
}

export interface ItemPickerTexts {
  title: string;
  search: string;
  /** The business has none at all. */
  empty: string;
  /** The search matched nothing. */
  noMatch: string;
  /** Every item of the page is already chosen. */
  allChosen: string;
}

export interface ItemPickerProps<T extends PickableItem, K extends QueryKey> {
  /** The page-1 query for a trimmed search term ('' for none). */
  query: (name: string) => UseQueryOptions<PagedList<T>, Error, PagedList<T>, K>;
  /** Ids already in the ordered list: hidden here (docs/product.md §2). */
  chosenIds: readonly string[];
  onAdd: (item: T) => void;
  /** Secondary text of a row (a price, a product count). */
  renderDetails?: (item: T) => ReactNode;
  texts: ItemPickerTexts;
  className?: string;
}

/**
 * The left list of the category and menu forms: the first page of the business's items matching
 * a debounced search, without those already chosen, each with an Add button.
 */
export function ItemPicker<T extends PickableItem, K extends QueryKey>({
  query,
  chosenIds,
  onAdd,
  renderDetails,
  texts,
  className,
}: ItemPickerProps<T, K>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const result = useQuery(query(term));
  const page = result.data;
  const [justAdded, setJustAdded] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  const searchBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const chosen = new Set(chosenIds);
  const added = new Set(justAdded);
  // A row just added stays where the finger was, marked Added: on a phone the ordered list is
  // below, out of sight, and a row that simply vanished would look like nothing happened.
  const rows = page?.items.filter((item) => !chosen.has(item.id) || added.has(item.id)) ?? [];
  const busy = result.isFetching && result.isPlaceholderData;

  const add = (item: T) => {
    const next = rows.slice(rows.indexOf(item) + 1).find((row) => !added.has(row.id));
    onAdd(item);
    setJustAdded((ids) => [...ids, item.id]);
    setAnnouncement(t('picker.added', { name: item.name }));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setJustAdded((ids) => ids.filter((id) => id !== item.id));
    }, ADDED_FEEDBACK_MS);
    timers.current.add(timer);
    // The pressed button is replaced: keep the keyboard focus in the list.
    const target = next && addButtons.current.get(next.id);
    if (target) target.focus();
    else searchBox.current?.querySelector('input')?.focus();
  };

  let body: ReactNode;
  if (!page && result.isPending) {
    body = <Spinner className="mx-auto my-8" />;
  } else if (!page) {
    body = (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-600">
        <p>{t('picker.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void result.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('picker.retry')}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    const text = page.items.length > 0 ? texts.allChosen : term ? texts.noMatch : texts.empty;
    body = <p className="py-8 text-center text-sm text-slate-500">{text}</p>;
  } else {
    body = (
      <ul
        aria-labelledby={headingId}
        // Its own scroll area only beside the list (lg); a phone scrolls the page alone.
        className="flex flex-col divide-y divide-slate-100 lg:-mr-2 lg:max-h-[28rem] lg:overflow-y-auto lg:pr-2"
      >
        {rows.map((item) => (
          <li
            key={item.id}
            className={cn(
              'flex items-center gap-3 py-2 transition-colors',
              added.has(item.id) && '-mx-2 rounded-lg bg-emerald-50 px-2',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium break-words text-slate-900">
                {item.name}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                {renderDetails?.(item)}
                {!item.enabled && <Badge variant="secondary">{t('picker.hidden')}</Badge>}
              </p>
            </div>
            {added.has(item.id) ? (
              <span className="flex h-8 shrink-0 items-center gap-1.5 px-3 text-sm font-medium text-emerald-700">
                <Check aria-hidden="true" className="size-4" />
                {t('picker.addedShort')}
              </span>
            ) : (
              <Button
                ref={(button) => {
                  if (button) addButtons.current.set(item.id, button);
                  else addButtons.current.delete(item.id);
                }}
                variant="outline"
                size="sm"
                onClick={() => add(item)}
                aria-label={t('picker.addNamed', { name: item.name })}
              >
                <Plus aria-hidden="true" />
                {t('picker.add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  const more = page && page.pagination.total > page.items.length;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {texts.title}
        </h3>
        {busy && <Spinner className="[&_svg]:size-4" />}
      </div>
      <div ref={searchBox}>
        <SearchInput value={search} onChange={setSearch} label={texts.search} />
      </div>
      {body}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {more && (
        <p className="text-xs text-slate-500">
          {t('picker.more', { shown: page.items.length, total: page.pagination.total })}
        </p>
      )}
    </section>
  );
}

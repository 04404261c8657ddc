import { useState } from 'react';

interface Ref {
  id: string;
}

/**
 * The ordered children of a category or menu form. The form holds `{ id }` references (the
 * schema's input); the list shows each chosen item's details, which are kept here by id.
 */
export function useChosenItems<T extends Ref>(
  refs: readonly Ref[],
  initial: readonly T[],
  setRefs: (refs: Ref[]) => void,
) {
  const [known, setKnown] = useState(() => new Map(initial.map((item) => [item.id, item])));
  const items = refs.flatMap(({ id }) => known.get(id) ?? []);
  const set = (next: readonly T[]) => setRefs(next.map(({ id }) => ({ id })));
  return {
    items,
    ids: refs.map(({ id }) => id),
    set,
    add(item: T) {
      setKnown((current) => new Map(current).set(item.id, item));
      set([...items, item]);
    },
  };
}

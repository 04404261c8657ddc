import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

const media = () => (typeof matchMedia === 'function' ? matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The main pointer is a finger: no hover, no dragging files from a desktop. */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}

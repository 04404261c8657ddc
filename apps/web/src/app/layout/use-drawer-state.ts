import { useState } from 'react';
import { useLocation } from 'react-router';

/** Open state of the phone drawer; any navigation (e.g. the business selector's links) closes it. */
export function useDrawerState() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  return { open, setOpen };
}

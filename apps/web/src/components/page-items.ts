import { PAGINATION_ALL_PAGES_MAX } from '@carta/shared';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: every page when there are at most five, otherwise the first and last
 * pages, the current one with its neighbours, and an ellipsis for each gap.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= PAGINATION_ALL_PAGES_MAX) {
    return Array.from({ length: totalPages }, (_, index) => index + 1);
  }
  const page = Math.min(Math.max(current, 1), totalPages);
  // Near an edge show three pages next to it so the row keeps the same length.
  let start = Math.max(2, page - 1);
  let end = Math.min(totalPages - 1, page + 1);
  if (page <= 3) {
    start = 2;
    end = 4;
  } else if (page >= totalPages - 2) {
    start = totalPages - 3;
    end = totalPages - 1;
  }
  // An ellipsis standing for a single page would save nothing: show that page instead.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

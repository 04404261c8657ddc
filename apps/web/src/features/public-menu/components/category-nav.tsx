import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { textLang, type PageLanguages } from '../lib/text-lang';
import { categoryAnchor } from './category-anchor';

/** Selector of the category sections, in page order (see MenuCategory). */
export const CATEGORY_SELECTOR = '.pm-category';
/** A category is current once its top passes 40% of the viewport's height. */
const CURRENT_LINE = 0.4;
const BAND = '0px 0px -60% 0px';

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth');

function scrollBox(element: Element, options: ScrollToOptions) {
  if (typeof element.scrollTo === 'function') element.scrollTo(options);
}

export interface CategoryNavProps {
  /**
   * The categories in the row; one with `href` is in another part of a big menu
   * (docs/public-menu.md, "A big menu in parts") and its link loads that part.
   */
  categories: ReadonlyArray<{
    id: string;
    name: string;
    untranslated?: readonly string[];
    href?: string;
  }>;
  label: string;
  /** The view's root: holds the sections, and is the scrolling box in the preview. */
  rootRef: RefObject<HTMLDivElement | null>;
  preview?: boolean;
  /** The languages of the page's texts, to mark the category names with `lang`. */
  langs?: PageLanguages;
}

/**
 * The sticky row of category links. Without JavaScript they are plain in-page links; with it they
 * scroll smoothly (unless the guest prefers reduced motion), and the category being read is marked
 * with aria-current and kept visible in the row. In the preview everything stays inside the
 * preview's box: the window never scrolls and the address never changes.
 */
export function CategoryNav({ categories, label, rootRef, preview, langs }: CategoryNavProps) {
  const [current, setCurrent] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The sections on this page, each found by its anchor (other parts' links have none here).
  const ids = categories
    .filter((category) => !category.href)
    .map((category) => category.id)
    .join(' ');

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    const anchors = new Map(ids.split(' ').map((id) => [categoryAnchor(id), id]));
    const sections = Array.from(root.querySelectorAll<HTMLElement>(CATEGORY_SELECTOR)).filter(
      (section) => anchors.has(section.id),
    );
    const order = sections.map((section) => anchors.get(section.id)!);
    const footer = root.querySelector<HTMLElement>('.pm-footer');
    const box = preview ? root : null;
    let atEnd = false;

    const update = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) if (entry.target === footer) atEnd = entry.isIntersecting;
      const top = box ? box.getBoundingClientRect().top : 0;
      const line = top + (box ? box.clientHeight : window.innerHeight) * CURRENT_LINE;
      let active: string | null = null;
      for (let index = 0; index < sections.length; index += 1) {
        if (sections[index]!.getBoundingClientRect().top <= line) active = order[index] ?? null;
      }
      // The last categories may be too short to reach the line: at the end of the page, the last one.
      if (atEnd && active !== null) active = order[sections.length - 1] ?? active;
      setCurrent(active);
    };

    // A section enters or leaves this band exactly when its top crosses the line.
    const band = new IntersectionObserver(update, { root: box, rootMargin: BAND });
    const end = new IntersectionObserver(update, { root: box });
    for (const section of sections) band.observe(section);
    if (footer) end.observe(footer);
    return () => {
      band.disconnect();
      end.disconnect();
    };
  }, [ids, preview, rootRef]);

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    // Only the row scrolls (scrollIntoView would scroll the page too).
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    scrollBox(list, { left, behavior: scrollBehavior() });
  }, [current]);

  const go = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const root = rootRef.current;
    const category = categories[index];
    // A link to another part is followed as it is.
    if (!root || !category || category.href) return;
    const anchor = categoryAnchor(category.id);
    const section = Array.from(root.querySelectorAll<HTMLElement>(CATEGORY_SELECTOR)).find(
      (element) => element.id === anchor,
    );
    if (!section) return;
    event.preventDefault();
    const behavior = scrollBehavior();
    if (preview) {
      const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
      const top =
        section.getBoundingClientRect().top - root.getBoundingClientRect().top + root.scrollTop;
      scrollBox(root, { top: top - margin, behavior });
    } else {
      section.scrollIntoView({ behavior, block: 'start' });
      history.replaceState(history.state, '', `#${categoryAnchor(category.id)}`);
    }
    // As a followed link would: the next Tab starts from the category.
    section.focus({ preventScroll: true });
    setCurrent(category.id);
  };

  return (
    <nav className="pm-nav" aria-label={label}>
      <ul ref={listRef} className="pm-nav-list">
        {categories.map((category, index) => (
          <li key={category.id}>
            <a
              className="pm-pill"
              lang={textLang(langs, category.untranslated)}
              href={`${category.href ?? ''}#${categoryAnchor(category.id)}`}
              aria-current={current === category.id ? 'true' : undefined}
              onClick={(event) => go(event, index)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

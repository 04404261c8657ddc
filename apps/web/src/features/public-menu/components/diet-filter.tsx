import { useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import {
  DIET_FILTER_PARAMS,
  isDietFilterEmpty,
  MENU_PART_PARAM,
  parseDietFilter,
  type DietFilter,
  type Language,
} from '@carta/shared/core';
import type { PublicMenuTexts } from '../types';
import { DietIcon } from './diet-icons';
import type { DietOptions } from './diet-options';

interface DietFilterFormProps {
  options: DietOptions;
  filter: DietFilter;
  onChange: (filter: DietFilter) => void;
  texts: PublicMenuTexts;
  language: Language;
  /** The part of a big menu shown (docs/public-menu.md): applying the filter stays on it. */
  part?: number;
}

const noSubscription = () => () => {};

/** The filter as the form holds it, read the way the server reads the query string. */
function formFilter(form: HTMLFormElement): DietFilter {
  const data = new FormData(form);
  return parseDietFilter({
    [DIET_FILTER_PARAMS.labels]: data.getAll(DIET_FILTER_PARAMS.labels),
    [DIET_FILTER_PARAMS.without]: data.getAll(DIET_FILTER_PARAMS.without),
  });
}

/**
 * The guest's filter row (docs/public-menu.md, "Allergens and diets"). A plain GET form of
 * checkboxes, so without JavaScript "Apply" reloads the page filtered by the server; with it,
 * each tap filters at once and the address follows (a shared link keeps the filter).
 */
export function DietFilterForm({
  options,
  filter,
  onChange,
  texts,
  language,
  part = 1,
}: DietFilterFormProps) {
  // The Apply button is for pages without JavaScript; once hydrated, changes apply on their own.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const active = filter.labels.length + filter.without.length;

  const changed = (event: ChangeEvent<HTMLFormElement>) => {
    const next = formFilter(event.currentTarget);
    onChange(next);
    const url = new URL(window.location.href);
    url.searchParams.delete(DIET_FILTER_PARAMS.labels);
    url.searchParams.delete(DIET_FILTER_PARAMS.without);
    if (next.labels.length) url.searchParams.set(DIET_FILTER_PARAMS.labels, next.labels.join(','));
    if (next.without.length)
      url.searchParams.set(DIET_FILTER_PARAMS.without, next.without.join(','));
    window.history.replaceState(window.history.state, '', url);
  };

  const chip = (name: string, value: string, checked: boolean, label: string, icon: ReactNode) => (
    <label key={value} className="pm-chip">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      <span className="pm-chip-face">
        {icon}
        {label}
      </span>
    </label>
  );

  return (
    <details className="pm-card pm-filter" open={active > 0}>
      <summary className="pm-filter-summary">
        {texts.filterTitle}
        {active > 0 ? <span className="pm-filter-count">{active}</span> : null}
      </summary>
      <form method="get" className="pm-filter-form" onChange={changed}>
        <input type="hidden" name="lang" value={language} />
        {part > 1 ? <input type="hidden" name={MENU_PART_PARAM} value={part} /> : null}
        {options.labels.length ? (
          <fieldset className="pm-filter-group">
            <legend>{texts.filterShowOnly}</legend>
            <div className="pm-chips">
              {options.labels.map((label) =>
                chip(
                  DIET_FILTER_PARAMS.labels,
                  label,
                  filter.labels.includes(label),
                  texts.dietary[label],
                  <DietIcon name={label} />,
                ),
              )}
            </div>
          </fieldset>
        ) : null}
        {options.allergens.length ? (
          <fieldset className="pm-filter-group">
            <legend>{texts.filterWithout}</legend>
            <div className="pm-chips">
              {options.allergens.map((allergen) =>
                chip(
                  DIET_FILTER_PARAMS.without,
                  allergen,
                  filter.without.includes(allergen),
                  texts.allergens[allergen],
                  <DietIcon name={allergen} />,
                ),
              )}
            </div>
          </fieldset>
        ) : null}
        <p className="pm-filter-note">{texts.filterNote}</p>
        <div className="pm-filter-actions">
          {enhanced ? null : (
            <button type="submit" className="pm-filter-apply">
              {texts.filterApply}
            </button>
          )}
          {isDietFilterEmpty(filter) ? null : (
            <a
              href={`?lang=${language}${part > 1 ? `&${MENU_PART_PARAM}=${part}` : ''}`}
              className="pm-filter-clear"
              onClick={(event) => {
                event.preventDefault();
                const form = event.currentTarget.closest('form');
                form?.reset();
                // reset() restores the server's checked state: clear every box instead.
                form
                  ?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
                  .forEach((box) => (box.checked = false));
                if (form) changed({ currentTarget: form } as ChangeEvent<HTMLFormElement>);
              }}
            >
              {texts.filterClear}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ALLERGENS,
  BusinessInputSchema,
  CONTACT_FIELDS,
  CORNER_RADII,
  DIETARY_LABELS,
  ENTITY_LABELS,
  ENTITY_TYPES,
  GRADIENT_DIRECTIONS,
  HEADER_SIZES,
  LANGUAGES,
  PAPER_SIZES,
  PRICE_SIZES,
  QUICK_COLOR_PRESETS,
  SPACINGS,
  THEME_PRESET_IDS,
  VIEW_DEVICES,
  VIEW_SOURCES,
  MENU_VIEWS_PERIODS,
  messages,
  type ContrastSubject,
  API_TOKEN_SCOPES,
} from '@carta/shared';
import en from './en.json';
import es from './es.json';

// docs/architecture.md §8 (languages): every key the code asks for exists in both bundles, including
// the keys it builds from enumerations, and every count is said with plural forms.

type Tree = { [key: string]: string | Tree };
const bundles = { en: en as Tree, es: es as Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}
const bundleKeys = { en: new Set(keysOf(bundles.en)), es: new Set(keysOf(bundles.es)) };

/**
 * A key exists in a bundle as itself, as its plural forms (for a call that passes `count`) or as a
 * group of texts (for a call with `returnObjects`).
 */
const hasKey = (language: 'en' | 'es', key: string) =>
  bundleKeys[language].has(key) ||
  [...bundleKeys[language]].some((known) => known.startsWith(`${key}.`)) ||
  (bundleKeys[language].has(`${key}_one`) && bundleKeys[language].has(`${key}_other`));

const SOURCE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const sources = sourceFiles(SOURCE_ROOT).map((path) => ({
  file: relative(SOURCE_ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** Every `t('key')`, `i18n.t("key")` and `i18nKey="key"` in the source, with where it is. */
const staticUses = sources.flatMap(({ file, text }) =>
  [
    ...text.matchAll(/\bt\(\s*'([^'\n]+)'/g),
    ...text.matchAll(/\bt\(\s*"([^"\n]+)"/g),
    ...text.matchAll(/\bi18nKey=\{?\s*['"]([^'"]+)['"]/g),
  ].map((match) => ({ file, key: match[1]! })),
);

/** Every key built in a template literal, `t(\`pages.${page}\`)`, as its pattern with `${…}` kept. */
const dynamicUses = sources.flatMap(({ file, text }) =>
  [...text.matchAll(/\bt\(\s*`([^`]+)`/g)].map((match) => ({ file, pattern: match[1]! })),
);

const CATALOGUE = ['products', 'categories', 'menus'];
const COLLECTIONS = ['categories', 'menus'];
const quoted = (text: string) => [...text.matchAll(/'(\w+)'/g)].map((match) => match[1]!);
/** Page keys: every argument of usePageTitle and every crumb of the router, read from the source. */
const PAGES = [
  ...new Set(
    sources.flatMap(({ text }) =>
      [...text.matchAll(/usePageTitle\(([^)]*)\)|\bcrumb\(('\w+')\)/g)].flatMap((match) =>
        // usePageTitle(kind) on the catalogue lists: kind is one of the catalogue entities.
        match[1] === 'kind' ? CATALOGUE : quoted(match[1] ?? match[2]!),
      ),
    ),
  ),
];
const CONTRAST_SUBJECTS: ContrastSubject[] = ['text', 'subtext', 'heading'];

/**
 * The values each `${…}` of a built key takes, by the key's pattern. The sets come from the shared
 * enumerations where the code takes them from there; the others repeat the component's own list.
 * A pattern missing here fails the test: add it with the values the code can produce.
 */
const DYNAMIC_KEYS: Record<string, readonly (readonly string[])[]> = {
  'language.${option}': [LANGUAGES],
  'pages.${page}': [PAGES],
  'pages.${crumb}': [PAGES],
  'messageEntities.${values.entity}': [ENTITY_LABELS],
  'activity.events.${entry.type}.${entry.action}': [ENTITY_TYPES, ACTIVITY_ACTIONS],
  'apiTokens.scopes.${token.scope}': [API_TOKEN_SCOPES],
  'apiTokens.scopes.${scope}': [API_TOKEN_SCOPES],
  'apiTokens.scopeHints.${scope}': [API_TOKEN_SCOPES],
  'apiTokens.status.${status}': [['expired', 'revoked']],
  'businesses.form.${name}': [
    Object.keys(BusinessInputSchema.shape).filter(
      (key) => !['logo', 'currency', 'show_sold_out', 'time_zone'].includes(key),
    ),
  ],
  'businesses.form.${field}': [CONTACT_FIELDS],
  'businesses.details.${label}': [CATALOGUE],
  'publicMenu.allergens.${allergen}': [ALLERGENS],
  'publicMenu.dietary.${label}': [DIETARY_LABELS],
  'products.form.allergens.${state}': [['undeclared', 'declared']],
  'products.form.allergens.${state}Hint': [['undeclared', 'declared']],
  'dashboard.totals.${key}': [['businesses', ...CATALOGUE]],
  'picker.${kind}.title': [['products', 'categories']],
  'picker.${kind}.search': [['products', 'categories']],
  'picker.${kind}.noMatch': [['products', 'categories']],
  'picker.${kind}.empty': [['products', 'categories']],
  'picker.${kind}.allChosen': [['products', 'categories']],
  'themeEditor.tabs.${key}': [['presets', 'colors', 'typography', 'background']],
  'themeEditor.presets.${preset.id}.name': [THEME_PRESET_IDS],
  'themeEditor.presets.${preset.id}.description': [THEME_PRESET_IDS],
  'themeEditor.colors.quickNames.${preset.id}': [QUICK_COLOR_PRESETS.map((preset) => preset.id)],
  'themeEditor.colors.${key}': [['primary', 'secondary', 'background', 'card', 'text', 'subtext']],
  'themeEditor.typography.sizes.${size}': [[...new Set([...HEADER_SIZES, ...PRICE_SIZES])]],
  'themeEditor.typography.radii.${radius}': [CORNER_RADII],
  'themeEditor.typography.spacings.${spacing}': [SPACINGS],
  'themeEditor.background.directions.${direction}': [GRADIENT_DIRECTIONS],
  'themeEditor.contrast.subjects.${issue.subject}': [CONTRAST_SUBJECTS],
  'themeEditor.sample.${category.key}': [['pizzas', 'appetizers']],
  'printKit.kinds.${option}': [['table-cards', 'menu']],
  'printKit.kindHints.${option}': [['table-cards', 'menu']],
  'printKit.papers.${option}': [PAPER_SIZES],
  'themeEditor.sample.${key}.name': [
    ['margherita', 'pepperoni', 'fourCheese', 'garlicBread', 'bruschetta', 'calamari'],
  ],
  'themeEditor.sample.${key}.description': [
    ['margherita', 'pepperoni', 'fourCheese', 'garlicBread', 'bruschetta', 'calamari'],
  ],
  'views.sources.${source}': [VIEW_SOURCES],
  'views.devices.${device}': [VIEW_DEVICES],
  'admin.${kind}.subtitle': [['accounts', 'mail']],
  'admin.${kind}.refresh': [['accounts', 'mail']],
  'admin.${kind}.refreshing': [['accounts', 'mail']],
  'admin.${kind}.loadErrorTitle': [['accounts', 'mail']],
  'admin.${kind}.retry': [['accounts', 'mail']],
  'admin.${kind}.empty': [['accounts', 'mail']],
  'views.periods.${days}': [MENU_VIEWS_PERIODS.map(String)],
};
/** Keys built on the catalogue entity (`${kind}.…`, `${texts}.…`, `${entity}.…`). */
function entityValues(pattern: string): readonly string[] | undefined {
  if (!/^\$\{(kind|texts|entity)\}\.[\w.]+$/.test(pattern)) return undefined;
  // The quick-action dialogs create products too; the collection forms are categories and menus.
  if (/^\$\{entity\}\.form\.(create|cancel)$/.test(pattern)) return CATALOGUE;
  if (/^\$\{entity\}\./.test(pattern)) return COLLECTIONS;
  // The product list never shows the no-business state (docs/product.md §2 Products).
  if (/^\$\{kind\}\.noBusiness\./.test(pattern)) return COLLECTIONS;
  return CATALOGUE;
}

function expand(pattern: string, sets: readonly (readonly string[])[]): string[] {
  const parts = pattern.split(/\$\{[^}]*\}/);
  let keys = [parts[0]!];
  sets.forEach((values, index) => {
    keys = keys.flatMap((prefix) => values.map((value) => `${prefix}${value}${parts[index + 1]}`));
  });
  return keys;
}

describe('translation keys used in the code', () => {
  it('finds the uses it checks', () => {
    expect(staticUses.length).toBeGreaterThan(300);
    expect(dynamicUses.length).toBeGreaterThan(50);
    expect(PAGES).toEqual(expect.arrayContaining(['dashboard', 'signIn', 'products', 'accounts']));
  });

  it('every literal key exists in both bundles', () => {
    const missing = staticUses.flatMap(({ file, key }) =>
      LANGUAGES.filter((language) => !hasKey(language, key)).map(
        (language) => `${language}: ${key} (${file})`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('every key built from an enumeration exists in both bundles for every value', () => {
    const unknown: string[] = [];
    const missing: string[] = [];
    for (const { file, pattern } of dynamicUses) {
      const entity = entityValues(pattern);
      const sets = entity ? [entity] : DYNAMIC_KEYS[pattern];
      if (!sets) {
        unknown.push(`${pattern} (${file})`);
        continue;
      }
      expect(sets, pattern).toHaveLength(pattern.split('${').length - 1);
      for (const key of expand(pattern, sets)) {
        for (const language of LANGUAGES) {
          if (!hasKey(language, key)) missing.push(`${language}: ${key} (${file})`);
        }
      }
    }
    expect(unknown, 'built keys this test does not know the values of').toEqual([]);
    expect(missing).toEqual([]);
  });

  it('every shared message and entity label has a translation in both bundles', () => {
    for (const language of LANGUAGES) {
      for (const code of Object.keys(messages))
        expect(hasKey(language, `messages.${code}`)).toBe(true);
      for (const entity of ENTITY_LABELS)
        expect(hasKey(language, `messageEntities.${entity}`), entity).toBe(true);
    }
  });
});

describe('plural forms', () => {
  it('every plural key has its one and other forms in both bundles', () => {
    for (const language of LANGUAGES) {
      const plurals = [...bundleKeys[language]].filter((key) => /_(one|other|many)$/.test(key));
      for (const key of plurals) {
        const base = key.replace(/_(one|other|many)$/, '');
        expect(bundleKeys[language].has(`${base}_one`), `${language} ${base}_one`).toBe(true);
        expect(bundleKeys[language].has(`${base}_other`), `${language} ${base}_other`).toBe(true);
        expect(bundleKeys[language].has(base), `${language} ${base} beside its plurals`).toBe(
          false,
        );
      }
    }
  });

  it('a text that starts with a count has plural forms ("1 products" never shows)', () => {
    for (const language of LANGUAGES) {
      const singular = [...bundleKeys[language]].filter((key) => {
        const value = key
          .split('.')
          .reduce<string | Tree>((node, part) => (node as Tree)[part]!, bundles[language]);
        // "{{count}} of {{max}} characters" counts characters out of a maximum: always plural.
        return (
          /\{\{\s*count\s*\}\}/.test(value as string) &&
          !/_(one|other)$/.test(key) &&
          !/\{\{\s*max\s*\}\}/.test(value as string)
        );
      });
      expect(singular, language).toEqual([]);
    }
  });

  it('every call that passes a count uses a key with plural forms', () => {
    const calls = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*(['`])([^'`]+)\1\s*,\s*\{[^}]*\bcount\b/g)].map((match) => ({
        file,
        key: match[2]!,
      })),
    );
    expect(calls.length).toBeGreaterThan(3);
    for (const { file, key } of calls) {
      const keys = key.includes('${') ? expand(key, [entityValues(key) ?? []]) : [key];
      for (const language of LANGUAGES) {
        for (const one of keys) {
          if (one === 'products.form.descriptionCount') continue;
          expect(bundleKeys[language].has(`${one}_one`), `${language} ${one}_one (${file})`).toBe(
            true,
          );
        }
      }
    }
  });
});

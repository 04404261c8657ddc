import {
  DEFAULT_THEME,
  menuAvailability,
  menuLanguagesOf,
  translatedField,
  untranslatedFields,
  untranslatedProp,
  type ContentLanguage,
  type PublicPlace,
} from '@carta/shared';
import { orderedHours } from '../menus/menus.service';
import { toPublicBusiness } from './to-public-menu';
import type { PlaceMenuRow, PublicBusinessRow } from './public-menus.repository';

/**
 * A business's page at `at` (docs/product.md, "One QR for the place"): its enabled menus, those
 * served now first (each group in the owner's order), and until when that order holds.
 */
export function placeAt(
  business: PublicBusinessRow,
  menus: readonly PlaceMenuRow[],
  at: Date,
): { place: (language: ContentLanguage) => PublicPlace; validUntil: number | null } {
  const states = menus.map((menu) => ({
    menu,
    state: menuAvailability(menu.hours, business.timeZone, at),
  }));
  const ordered = [
    ...states.filter(({ state }) => state.open),
    ...states.filter(({ state }) => !state.open),
  ];
  const changes = states
    .map(({ state }) => state.nextChange)
    .filter((change) => change !== null)
    .map((change) => Date.parse(change));
  return {
    place: (language) => ({
      id: business.id,
      business: toPublicBusiness(business),
      theme: menus[0]?.theme ?? DEFAULT_THEME,
      time_zone: business.timeZone,
      language,
      menus: ordered.map(({ menu, state }) => ({
        id: menu.id,
        name: translatedField(menu.name, menu.translations, language, 'name'),
        slug: menu.slug,
        ...untranslatedProp(
          untranslatedFields(
            { name: menu.name },
            menu.translations,
            language,
            business.primaryLanguage,
          ),
        ),
        open: state.open,
        next_open: state.open ? null : state.nextOpen,
        hours: orderedHours(menu.hours),
      })),
    }),
    validUntil: changes.length ? Math.min(...changes) : null,
  };
}

/** The business's menu languages, the primary first. */
export const placeLanguages = (business: PublicBusinessRow) =>
  menuLanguagesOf(business.primaryLanguage, business.otherLanguages);

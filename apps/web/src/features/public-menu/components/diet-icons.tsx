import type { Allergen, DietaryLabel } from '@carta/shared/core';
import { DIET_ICON_PATHS } from './diet-icon-paths';

export type DietIconName = Allergen | DietaryLabel;

const symbolId = (name: DietIconName) => `pm-icon-${name}`;

/**
 * The menu's diet icons, each drawn once: a product's icons refer to them (`<use>`), so 200
 * products with three icons each repeat a short reference, not the whole outline.
 */
export function DietIconSprite({ names }: { names: readonly DietIconName[] }) {
  if (names.length === 0) return null;
  return (
    <svg className="pm-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {names.map((name) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <path d={DIET_ICON_PATHS[name]} />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/** A decorative 1rem icon from the sprite: the element around it carries the name. */
export function DietIcon({ name }: { name: DietIconName }) {
  return (
    // Sized by CSS (.pm-diet-icon): no attributes repeated on every product.
    <svg className="pm-icon pm-diet-icon" aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/**
 * The same pictogram drawn on its own, for screens without the sprite (the owner's product form
 * and cards). Decorative: the label beside it names it.
 */
export function DietGlyph({ name, className }: { name: DietIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={DIET_ICON_PATHS[name]} />
    </svg>
  );
}

import { DietGlyph, type DietIconName } from '@/features/public-menu';

/** Dietary labels or allergens as small icons, each named for screen readers and on hover. */
export function DietGlyphs<T extends DietIconName>({
  names,
  nameOf,
}: {
  names: readonly T[];
  nameOf: (name: T) => string;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {names.map((name) => (
        <span
          key={name}
          role="img"
          aria-label={nameOf(name)}
          title={nameOf(name)}
          className="inline-flex rounded-full border border-slate-200 p-0.5 text-slate-600"
        >
          <DietGlyph name={name} className="size-3.5" />
        </span>
      ))}
    </span>
  );
}

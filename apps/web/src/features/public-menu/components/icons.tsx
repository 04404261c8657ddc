import { ICON_PATHS, type IconName } from './icon-paths';

/** A decorative 20 px icon; its control carries the accessible name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="pm-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

import { fill } from '../lib/fill';
import type { PublicMenuTexts } from '../types';
import type { MenuPartsInfo } from './menu-parts';

/** "Starters – Desserts": the categories a part holds. */
const spanName = ({ first, last }: { first: string; last: string }) =>
  first === last ? first : `${first} – ${last}`;

/**
 * "Part 2 of 5" with plain links to the previous and next parts: server-rendered, so a guest
 * without JavaScript moves through a big menu as with it.
 */
export function PartNav({
  parts,
  texts,
  href,
}: {
  parts: MenuPartsInfo;
  texts: PublicMenuTexts;
  href: (part: number) => string;
}) {
  const { current, count, spans } = parts;
  const previous = current > 1 ? current - 1 : null;
  const next = current < count ? current + 1 : null;
  return (
    <nav className="pm-card pm-parts" aria-label={texts.partsLabel}>
      <p className="pm-parts-status">{fill(texts.partOf, { current, total: count })}</p>
      <ul className="pm-parts-links">
        {previous ? (
          <li>
            <a className="pm-parts-link" href={href(previous)} rel="prev">
              <span className="pm-parts-direction">{texts.partPrevious}</span>
              <span className="pm-parts-span">{spanName(spans[previous - 1]!)}</span>
            </a>
          </li>
        ) : null}
        {next ? (
          <li>
            <a className="pm-parts-link pm-parts-link--next" href={href(next)} rel="next">
              <span className="pm-parts-direction">{texts.partNext}</span>
              <span className="pm-parts-span">{spanName(spans[next - 1]!)}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

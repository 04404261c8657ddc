import { fill } from '../lib/fill';
import type { PublicMenuTexts } from '../types';

/** The product's name in the footer's "Powered by" and contact links (not translated). */
const BRAND = 'Carta';

/** "Powered by Carta" and the support contact, under a menu or a business's page. */
export function PageFooter({
  texts,
  homeUrl,
  supportEmail,
  landmark,
}: {
  texts: PublicMenuTexts;
  homeUrl: string;
  supportEmail: string;
  /** The page's contentinfo landmark; false inside a preview. */
  landmark: boolean;
}) {
  const Footer = landmark ? 'footer' : 'div';
  return (
    <Footer className="pm-footer">
      <div className="pm-container">
        <p className="pm-card pm-footer-links">
          <a href={homeUrl}>{fill(texts.poweredBy, { brand: BRAND })}</a>
          <a href={`mailto:${supportEmail}`}>{fill(texts.contact, { brand: BRAND })}</a>
        </p>
      </div>
    </Footer>
  );
}

import type { PublicMenuAvailable } from '@carta/shared/core';
import type { PublicMenuTexts } from '../types';
import { contactLinks } from './contact-link-items';
import { Icon } from './icons';

type Business = PublicMenuAvailable['business'];

/** Round icon links, each named for assistive technology (and titled for a mouse pointer). */
export function ContactLinks({ business, texts }: { business: Business; texts: PublicMenuTexts }) {
  return (
    <ul className="pm-contacts" aria-label={texts.contactLabel}>
      {contactLinks(business, texts).map((link) => (
        <li key={link.icon}>
          <a className="pm-icon-button" href={link.href} aria-label={link.label} title={link.label}>
            <Icon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

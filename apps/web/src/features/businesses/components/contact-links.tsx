import type { LucideIcon } from 'lucide-react';
import { AtSign, Globe, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  facebookUrl,
  hasContactInfo,
  instagramUrl,
  phoneHref,
  twitterUrl,
  websiteHref,
  whatsappUrl,
  type ContactField,
} from '@carta/shared';
import { Card } from '@/components/ui/card';
import type { Business } from '@carta/shared';

const links: {
  field: ContactField;
  href: (value: string) => string;
  icon: LucideIcon;
  external: boolean;
}[] = [
  { field: 'website', href: websiteHref, icon: Globe, external: true },
  { field: 'phone', href: phoneHref, icon: Phone, external: false },
  { field: 'whatsapp', href: whatsappUrl, icon: MessageCircle, external: true },
  { field: 'instagram', href: instagramUrl, icon: AtSign, external: true },
  { field: 'facebook', href: facebookUrl, icon: AtSign, external: true },
  { field: 'twitter', href: twitterUrl, icon: AtSign, external: true },
];

/** Contact and social links; rendered only when at least one contact field is set (docs/product.md §2). */
export function ContactLinks({ business }: { business: Business }) {
  const { t } = useTranslation();
  if (!hasContactInfo(business)) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('businesses.details.contact')}</h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {links.map(({ field, href, icon: Icon, external }) => {
          const value = business[field]?.trim();
          if (!value) return null;
          return (
            <li key={field} className="min-w-0">
              <a
                href={href(value)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="min-w-0">
                  <span className="block text-xs text-slate-500">
                    {t(`businesses.form.${field}`)}
                  </span>
                  <span className="block truncate text-sm font-medium text-slate-900">{value}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

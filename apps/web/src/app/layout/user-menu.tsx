import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { ChevronDown, Languages, LogOut, Mail, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '@/lib/app-config';
import { isLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';
import { useLanguage } from '@/hooks/use-language';
import { useSignOut } from '@/hooks/use-sign-out';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500';

/** Account menu in the top bar: e-mail, settings, language, contact, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { language, languages, changeLanguage } = useLanguage();
  const signOut = useSignOut();
  const email = user?.email ?? '';

  return (
    <DropdownMenu.Root>
      {/* Named by its content, so that the name holds the e-mail it shows (WCAG 2.5.3); the
          initial is drawn by CSS and is not text. */}
      <DropdownMenu.Trigger className="flex cursor-pointer items-center gap-2 rounded-full p-1 text-sm text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:rounded-lg sm:pr-2">
        <span
          aria-hidden="true"
          data-initial={email.charAt(0)}
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white uppercase before:content-[attr(data-initial)]"
        />
        <span className="sr-only">{t('userMenu.open')}</span>
        <span className="hidden max-w-48 truncate font-medium lg:inline">{email}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2 py-2">
            <span className="block text-xs text-slate-500">{t('userMenu.signedInAs')}</span>
            <span className="block truncate text-sm font-medium text-slate-900">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              {t('userMenu.settings')}
            </Link>
          </DropdownMenu.Item>
          <ContactUsItem />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Group>
            <DropdownMenu.Label className="flex items-center gap-2 px-2 py-1.5 text-xs font-medium text-slate-500">
              <Languages aria-hidden="true" className="size-4" />
              {t('language.label')}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={language}
              onValueChange={(value) => {
                if (isLanguage(value)) void changeLanguage(value);
              }}
            >
              {[...languages].reverse().map((option) => (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  lang={option}
                  className={`${itemClass} pl-8 relative`}
                >
                  <DropdownMenu.ItemIndicator className="absolute left-2 flex items-center">
                    <span className="size-2 rounded-full bg-brand-600" />
                  </DropdownMenu.ItemIndicator>
                  {t(`language.${option}`)}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item onSelect={signOut} className={itemClass}>
            <LogOut aria-hidden="true" />
            {t('userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * "Contact us" writes to SUPPORT_EMAIL, which the server tells at run time (GET /api/config, asked
 * when the menu first opens); the item shows once the address is known.
 */
function ContactUsItem() {
  const { t } = useTranslation();
  const supportEmail = useSupportEmail();
  if (!supportEmail) return null;
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <a href={`mailto:${supportEmail}`}>
        <Mail aria-hidden="true" />
        {t('userMenu.contactUs')}
      </a>
    </DropdownMenu.Item>
  );
}

import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** docs/product.md §2: the edit page's state when the menu cannot be loaded. */
export function MenuNotFound() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('messages.menuNotFound')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('menus.edit.notFoundDescription')}</p>
      <Button asChild className="mt-2">
        <Link to="/menus">{t('menus.edit.backToMenus')}</Link>
      </Button>
    </Card>
  );
}

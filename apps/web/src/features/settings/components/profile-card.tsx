import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/use-session';
import { SectionIcon } from './section-icon';

/** The signed-in e-mail, read-only: it cannot be changed (docs/product.md §2 Settings). */
export function ProfileCard() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <SectionIcon icon={UserRound} />
        <div className="grid gap-1.5">
          <CardTitle>{t('settings.profile.title')}</CardTitle>
          <CardDescription>{t('settings.profile.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <FormField
          label={t('settings.profile.email')}
          description={t('settings.profile.emailNote')}
          className="gap-2"
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              value={user?.email ?? ''}
              readOnly
              className="bg-slate-50 text-slate-700 focus-visible:border-slate-300 focus-visible:ring-slate-300/40"
            />
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}

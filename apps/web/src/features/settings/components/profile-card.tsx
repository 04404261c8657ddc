import { useId } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSession } from '@/lib/session-context';
import { SectionIcon } from './section-icon';

/** The signed-in e-mail, read-only: it cannot be changed (SPEC §2 Settings). */
export function ProfileCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useId();

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <SectionIcon icon={UserRound} />
        <div className="grid gap-1.5">
          <CardTitle>{t('settings.profile.title')}</CardTitle>
          <CardDescription>{t('settings.profile.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t('settings.profile.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={user?.email ?? ''}
          readOnly
          aria-describedby={`${id}-email-note`}
          className="bg-slate-50 text-slate-700 focus-visible:border-slate-300 focus-visible:ring-slate-300/40"
        />
        <p id={`${id}-email-note`} className="text-xs text-slate-500">
          {t('settings.profile.emailNote')}
        </p>
      </CardContent>
    </Card>
  );
}

import { useId, useState } from 'react';
import { Braces } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiToken, CreatedApiToken } from '@carta/shared';
import { ListError } from '@/components/list-error';
import { LineListSkeleton } from '@/components/skeletons/line-list-skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormatDate } from '@/lib/format-date';
import { useApiTokens } from '../../api/get-api-tokens';
import { SectionIcon } from '../section-icon';
import { SettingsNotice } from '../settings-notice';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewApiTokenPanel } from './new-api-token-panel';

/**
 * When a password reset revoked the account's tokens (docs/security.md, "Sessions"), if no token
 * was made since: the owner has not replaced them yet.
 */
function unansweredReset(tokens: readonly ApiToken[]): string | null {
  const resets = tokens.flatMap((token) =>
    token.revoked_reason === 'password_reset' && token.revoked_at ? [token.revoked_at] : [],
  );
  if (resets.length === 0) return null;
  const last = resets.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  const madeSince = tokens.some((token) => Date.parse(token.created_at) > Date.parse(last));
  return madeSince ? null : last;
}

/**
 * Settings, "API tokens" (docs/integrations.md, "Personal API tokens"): the account's tokens, a
 * form to create one, the new token shown once, and a notice when a password reset revoked them.
 */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const id = useId();
  const query = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const formatDate = useFormatDate();
  const resetAt = query.data ? unansweredReset(query.data) : null;

  let list;
  if (query.isError && !query.data) {
    list = (
      <ListError
        compact
        text={t('apiTokens.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    list = <LineListSkeleton />;
  } else if (query.data.length === 0) {
    list = <p className="text-sm text-slate-500">{t('apiTokens.empty')}</p>;
  } else {
    list = <ApiTokenList tokens={query.data} />;
  }

  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex-row items-start gap-4">
        <SectionIcon icon={Braces} />
        <div className="grid gap-1.5">
          <CardTitle id={`${id}-title`}>{t('apiTokens.title')}</CardTitle>
          <CardDescription>{t('apiTokens.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {resetAt && (
          <SettingsNotice variant="info">
            {t('apiTokens.resetNotice', { date: formatDate(resetAt) })}
          </SettingsNotice>
        )}
        {created && <NewApiTokenPanel created={created} onDone={() => setCreated(null)} />}
        {list}
        <CreateApiTokenForm onCreated={setCreated} />
      </CardContent>
    </Card>
  );
}

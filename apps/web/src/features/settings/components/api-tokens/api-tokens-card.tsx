import { useId, useState } from 'react';
import { Braces } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@carta/shared';
import { ListError } from '@/components/list-error';
import { LineListSkeleton } from '@/components/skeletons/line-list-skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiTokens } from '../../api/get-api-tokens';
import { SectionIcon } from '../section-icon';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewApiTokenPanel } from './new-api-token-panel';

/**
 * Settings, "API tokens" (docs/integrations.md, "Personal API tokens"): the account's tokens, a
 * form to create one, and the new token shown once.
 */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const id = useId();
  const query = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

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
        {created && <NewApiTokenPanel created={created} onDone={() => setCreated(null)} />}
        {list}
        <CreateApiTokenForm onCreated={setCreated} />
      </CardContent>
    </Card>
  );
}

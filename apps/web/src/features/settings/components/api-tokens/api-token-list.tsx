import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@carta/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormatDate } from '@/lib/format-date';
import { useRevokeApiToken } from '../../api/revoke-api-token';

type Status = 'active' | 'expired' | 'revoked';

const statusOf = (token: ApiToken, now: number): Status =>
  token.revoked_at
    ? 'revoked'
    : token.expires_at && Date.parse(token.expires_at) <= now
      ? 'expired'
      : 'active';

function ApiTokenRow({
  token,
  now,
  onRevoke,
}: {
  token: ApiToken;
  now: number;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const status = statusOf(token, now);
  const byReset = status === 'revoked' && token.revoked_reason === 'password_reset';
  const facts: [string, string][] = [
    [t('apiTokens.list.created'), formatDate(token.created_at)],
    [
      t('apiTokens.list.expires'),
      token.expires_at ? formatDate(token.expires_at) : t('apiTokens.expiryNever'),
    ],
    [
      t('apiTokens.list.lastUsed'),
      token.last_used_at ? formatDate(token.last_used_at) : t('apiTokens.list.neverUsed'),
    ],
  ];
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-slate-900">{token.name}</span>
          <Badge variant={token.scope === 'write' ? 'warning' : 'secondary'}>
            {t(`apiTokens.scopes.${token.scope}`)}
          </Badge>
          {status !== 'active' && (
            <Badge variant="destructive">
              {t(byReset ? 'apiTokens.status.revokedByReset' : `apiTokens.status.${status}`)}
            </Badge>
          )}
        </p>
        <p className="mt-1 font-mono text-xs text-slate-500">
          <span className="sr-only">{t('apiTokens.list.hint')} </span>…{token.hint}
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="inline text-slate-500">{label}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
        {byReset && token.revoked_at && (
          <p className="mt-1 text-xs text-slate-600">
            {t('apiTokens.list.revokedByReset', { date: formatDate(token.revoked_at) })}
          </p>
        )}
      </div>
      {status === 'active' && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRevoke}
          aria-label={t('apiTokens.list.revokeNamed', { name: token.name })}
        >
          {t('apiTokens.list.revoke')}
        </Button>
      )}
    </li>
  );
}

/** The account's tokens with their facts, and Revoke (after a confirmation) on the active ones. */
export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken();
  const [target, setTarget] = useState<ApiToken | null>(null);
  // When the list was first shown: whether a token has expired is judged against it.
  const [now] = useState(() => Date.now());

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t('apiTokens.list.label')}>
        {tokens.map((token) => (
          <ApiTokenRow key={token.id} token={token} now={now} onRevoke={() => setTarget(token)} />
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('apiTokens.revoke.title')}
        description={t('apiTokens.revoke.description', { name: target?.name ?? '' })}
        confirmLabel={t('apiTokens.revoke.confirm')}
        cancelLabel={t('apiTokens.revoke.cancel')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (!target) return;
          revoke.mutate(target.id, { onSettled: () => setTarget(null) });
        }}
      />
    </>
  );
}

import { useState } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The Clipboard API, else the old selection copy (plain http on a local network has no API). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/** A signing secret, shown once after creating an endpoint or rotating its secret. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('webhooks.secretTitle')}
      </p>
      <p>{t('webhooks.secretHint')}</p>
      <code
        aria-label={t('webhooks.secretLabel')}
        className="block overflow-x-auto rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900"
      >
        {secret}
      </code>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void copyText(secret).then(setCopied)}
        >
          <Copy aria-hidden="true" />
          {t('webhooks.copy')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('webhooks.secretDone')}
        </Button>
        <span aria-live="polite">
          {copied === true && t('webhooks.copied')}
          {copied === false && t('messages.copyFailed')}
        </span>
      </div>
    </div>
  );
}

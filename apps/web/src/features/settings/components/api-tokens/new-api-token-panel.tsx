import { useId, useRef, useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@carta/shared';
import { Button } from '@/components/ui/button';

/**
 * The token just created, shown this once (the server never sends it again): the token in a
 * read-only field with Copy, and the warning to store it now.
 */
export function NewApiTokenPanel({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopy('copied');
    } catch {
      // No Clipboard API (plain http on a local network): select it for a manual copy.
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-emerald-900">
        {t('apiTokens.created.title', { name: created.name })}
      </h3>
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('apiTokens.created.once')}
      </p>
      <label htmlFor={`${id}-token`} className="sr-only">
        {t('apiTokens.created.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={`${id}-token`}
          readOnly
          value={created.token}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
        />
        <Button type="button" variant="outline" onClick={() => void copyToken()}>
          {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t('apiTokens.created.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copy === 'copied' && t('apiTokens.created.copied')}
        {copy === 'failed' && t('apiTokens.created.copyFailed')}
      </p>
      <div>
        <Button type="button" onClick={onDone}>
          {t('apiTokens.created.done')}
        </Button>
      </div>
    </section>
  );
}

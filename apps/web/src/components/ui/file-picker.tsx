import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

interface FilePickerProps {
  id: string;
  accept: string;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file input whose button and "no file chosen" are in the interface's language: the browser's
 * own control speaks the browser's language, which may not be the one the owner chose. The input
 * stays the focusable control (visually hidden); its label is drawn as the button.
 */
export function FilePicker({ id, accept, disabled, onChange }: FilePickerProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          setName(event.target.files?.[0]?.name ?? null);
          onChange(event);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        )}
      >
        {t('common.chooseFile')}
      </label>
      <span className="min-w-0 truncate text-sm text-slate-600">
        {name ?? t('common.noFileChosen')}
      </span>
    </div>
  );
}

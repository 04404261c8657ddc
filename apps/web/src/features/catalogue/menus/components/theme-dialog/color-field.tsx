import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHexColor } from '@carta/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface ColorFieldProps {
  label: string;
  /** Always a valid `#RRGGBB` colour. */
  value: string;
  onChange: (color: string) => void;
}

/**
 * A theme colour (docs/public-menu.md): a native colour picker and a hex text box. The text box applies what
 * is typed only once it is a valid hex colour, says so while it is not, and on blur shows the last
 * valid colour again.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const { t } = useTranslation();
  // What is being typed; null shows the current colour.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const invalid = typed !== null && !isHexColor(typed);

  return (
    <FormField label={label} error={invalid ? t('messages.hexColorInvalid') : undefined}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t('themeEditor.colors.picker', { name: label })}
            // The picker only takes lower-case #rrggbb.
            value={value.toLowerCase()}
            onChange={(event) => {
              setTyped(null);
              onChange(event.target.value.toUpperCase());
            }}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <Input
            {...control}
            value={text}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="#RRGGBB"
            className="font-mono uppercase"
            onChange={(event) => {
              const next = event.target.value.trim();
              setTyped(next);
              if (isHexColor(next)) onChange(next.toUpperCase());
            }}
            onBlur={() => setTyped(null)}
          />
        </div>
      )}
    </FormField>
  );
}

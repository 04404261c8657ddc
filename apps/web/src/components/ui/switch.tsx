import { useId } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

const layouts = {
  /** Label and description above each other, the switch at the end. */
  plain: {
    box: 'flex items-start justify-between gap-4',
    text: 'flex min-w-0 flex-col gap-1',
    description: 'text-xs text-slate-500',
  },
  /** The same in a tinted, bordered box. */
  boxed: {
    box: 'flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-slate-50 p-3',
    text: 'min-w-0',
    description: 'mt-1 text-xs text-slate-600',
  },
} as const;

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's accessible name, shown as its label. */
  label: string;
  /** Shown under the label and read as the switch's description. */
  description?: string;
  disabled?: boolean;
  layout?: keyof typeof layouts;
  className?: string;
}

/** A labelled on/off switch (Radix Switch, role=switch). */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  layout = 'plain',
  className,
}: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const styles = layouts[layout];
  return (
    <div className={cn(styles.box, className)}>
      <div className={styles.text}>
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-600"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </SwitchPrimitive.Root>
    </div>
  );
}

import { cn } from '@/lib/utils';

/**
 * Why a button beside it is disabled, in words on the screen: a touch screen has no hover, so a
 * title or tooltip would never be seen. The button points at it with aria-describedby.
 */
export function DisabledHint({
  id,
  text,
  className,
}: {
  id: string;
  /** Nothing is drawn without a text (the button is enabled). */
  text: string | null;
  className?: string;
}) {
  if (!text) return null;
  return (
    <p id={id} className={cn('text-xs text-slate-500', className)}>
      {text}
    </p>
  );
}

import { Store } from 'lucide-react';
import { cn } from '@/lib/utils';

const sizes = {
  sm: 'size-8 rounded-md [&_svg]:size-4',
  md: 'size-14 rounded-lg [&_svg]:size-6',
  lg: 'size-20 rounded-xl [&_svg]:size-9',
} as const;

/** A business's logo, or a shop icon when it has none. Decorative: the name is always next to it. */
export function BusinessLogo({
  src,
  size = 'md',
  className,
}: {
  src: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-brand-50 text-brand-600',
        sizes[size],
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" className="size-full object-cover" loading="lazy" decoding="async" />
      ) : (
        <Store aria-hidden="true" />
      )}
    </span>
  );
}

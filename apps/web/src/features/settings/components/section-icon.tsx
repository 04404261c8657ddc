import type { LucideIcon } from 'lucide-react';

/** The round icon at the start of each settings card. */
export function SectionIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 sm:flex">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

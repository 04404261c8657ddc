import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A green icon with the text of a panel that replaces a submitted form. */
export function AuthNotice({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm text-slate-700">{children}</p>
    </div>
  );
}

import { CircleAlert, CircleCheck, Info } from 'lucide-react';

const STYLES = {
  error: {
    role: 'alert',
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: CircleAlert,
  },
  success: {
    role: 'status',
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: CircleCheck,
  },
  /** Something that happened to the account meanwhile (tokens revoked by a password reset). */
  info: {
    role: 'status',
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: Info,
  },
} as const;

/**
 * The outcome of a settings form above its fields: a failure is announced at once (role=alert),
 * a success politely (role=status); `info` tells of a change made elsewhere (role=status).
 */
export function SettingsNotice({
  variant,
  children,
}: {
  variant: keyof typeof STYLES;
  children: string;
}) {
  const { role, box, icon: Icon } = STYLES[variant];
  return (
    <div
      role={role}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

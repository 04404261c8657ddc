import { cva } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-50 text-brand-700',
        secondary: 'border-transparent bg-slate-100 text-slate-700',
        success: 'border-transparent bg-emerald-50 text-emerald-700',
        warning: 'border-transparent bg-amber-50 text-amber-800',
        destructive: 'border-transparent bg-red-50 text-red-700',
        outline: 'border-slate-300 text-slate-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

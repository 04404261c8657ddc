import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface AdminToolCardProps {
  to: string;
  Icon: LucideIcon;
  title: string;
  description: string;
  open: string;
}

/** A card on the admin home leading to one tool. */
export function AdminToolCard({ to, Icon, title, description, open }: AdminToolCardProps) {
  return (
    <Link
      to={to}
      className="group block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Card className="h-full transition-colors group-hover:border-brand-300 group-hover:shadow-md">
        <CardHeader className="h-full">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <CardTitle className="mt-2">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
          <span className="mt-auto flex items-center gap-1 pt-3 text-sm font-medium text-brand-700">
            {open}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </span>
        </CardHeader>
      </Card>
    </Link>
  );
}

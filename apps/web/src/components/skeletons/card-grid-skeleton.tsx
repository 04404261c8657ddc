import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { Skeleton, SkeletonBlock } from './skeleton';

export interface SkeletonCardsProps {
  count?: number;
  /** The same column classes as the CardGrid it stands for. */
  columns?: string;
  className?: string;
}

/** Placeholder cards (media, title, a few lines, actions), for a larger skeleton to include. */
export function SkeletonCards({
  count = 6,
  columns = 'sm:grid-cols-2 xl:grid-cols-3',
  className,
}: SkeletonCardsProps) {
  return (
    <div className={cn('grid grid-cols-1 gap-4', columns, className)}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="flex flex-col gap-3 p-4">
          <div className="flex items-center gap-3">
            <SkeletonBlock className="size-12 shrink-0 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <SkeletonBlock className="h-4 w-2/3" />
              <SkeletonBlock className="h-3 w-1/3" />
            </div>
          </div>
          <SkeletonBlock className="h-3 w-full" />
          <SkeletonBlock className="h-3 w-4/5" />
          <div className="mt-1 flex gap-2">
            <SkeletonBlock className="h-8 w-20" />
            <SkeletonBlock className="h-8 w-24" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** A list's card grid while it loads. */
export function CardGridSkeleton(props: SkeletonCardsProps) {
  return (
    <Skeleton>
      <SkeletonCards {...props} />
    </Skeleton>
  );
}

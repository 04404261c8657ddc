import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { Skeleton, SkeletonBlock } from './skeleton';

/** A form being loaded for editing: a title, labelled fields and the action buttons. */
export function FormSkeleton({ fields = 3, className }: { fields?: number; className?: string }) {
  return (
    <Skeleton className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}>
      <div className="flex flex-col gap-2">
        <SkeletonBlock className="h-7 w-56" />
        <SkeletonBlock className="h-4 w-80 max-w-full" />
      </div>
      <Card className="flex flex-col gap-5 p-6">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <SkeletonBlock className="h-4 w-28" />
            <SkeletonBlock className="h-10 w-full" />
          </div>
        ))}
        <div className="flex justify-end gap-2">
          <SkeletonBlock className="h-10 w-24" />
          <SkeletonBlock className="h-10 w-28" />
        </div>
      </Card>
    </Skeleton>
  );
}

import { Card } from '@/components/ui/card';
import { SkeletonCards } from '@/components/skeletons/card-grid-skeleton';
import { Skeleton, SkeletonBlock } from '@/components/skeletons/skeleton';

/** The dashboard while the businesses load: four total cards and a grid of business cards. */
export function DashboardSkeleton() {
  return (
    <Skeleton className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} className="flex items-center gap-3 p-4 sm:p-5">
            <SkeletonBlock className="size-10 shrink-0 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <SkeletonBlock className="h-3 w-20" />
              <SkeletonBlock className="h-6 w-10" />
            </div>
          </Card>
        ))}
      </div>
      <SkeletonCards count={4} columns="sm:grid-cols-2 2xl:grid-cols-3" />
    </Skeleton>
  );
}

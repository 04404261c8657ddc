import { Skeleton, SkeletonBlock } from './skeleton';

/** A short list of text lines while it loads (recent activity, a picker's items). */
export function LineListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Skeleton className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-start gap-3">
          <SkeletonBlock className="mt-1 size-2.5 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <SkeletonBlock className="h-4 w-3/4" />
            <SkeletonBlock className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

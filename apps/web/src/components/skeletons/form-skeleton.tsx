import { Skeleton, SkeletonBlock } from './skeleton';

/** A form while what it edits loads: a card of labelled fields, then the action bar. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <Skeleton className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <SkeletonBlock className="h-4 w-28" />
            <SkeletonBlock className="h-10 w-full" />
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <SkeletonBlock className="h-10 w-24" />
        <SkeletonBlock className="h-10 w-32" />
      </div>
    </Skeleton>
  );
}

import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBlock } from './skeleton';

/** A table while it loads: a header row and `rows` rows of `columns` cells. */
export function TableSkeleton({ rows = 8, columns = 4 }: { rows?: number; columns?: number }) {
  const cells = Array.from({ length: columns }, (_, index) => index);
  return (
    <Skeleton>
      <Card className="flex flex-col divide-y divide-slate-100">
        <div className="flex gap-4 px-4 py-3">
          {cells.map((cell) => (
            <SkeletonBlock key={cell} className="h-3 flex-1" />
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-4 px-4 py-4">
            {cells.map((cell) => (
              <SkeletonBlock key={cell} className={cell === 0 ? 'h-4 flex-[2]' : 'h-4 flex-1'} />
            ))}
          </div>
        ))}
      </Card>
    </Skeleton>
  );
}

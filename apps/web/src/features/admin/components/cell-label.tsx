/** The column name shown beside a value when rows are cards (the header row is hidden there). */
export function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="font-medium text-slate-500 md:hidden">
      {children}
    </span>
  );
}

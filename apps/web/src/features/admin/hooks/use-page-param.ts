import { useSearchParams } from 'react-router';

/** The page number from `?page=`, 1 when missing or not a positive whole number. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The admin lists' page in the address (`?page=2`, none for the first), and a way to change it. */
export function usePageParam(): [page: number, goToPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const goToPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  };
  return [pageFrom(params), goToPage];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Page (0-based, as the API) and search live in the URL, so reload, back and shared links keep them. */
export function useUnitsLocation() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page') ?? '0');
  const page = Number.isInteger(pageParam) && pageParam >= 0 ? pageParam : 0;
  const search = params.get('search') ?? '';

  const update = useCallback(
    (next: { page?: number; search?: string }, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? updated.set(key, value) : updated.delete(key));
          if (next.search !== undefined) {
            set('search', next.search);
            updated.delete('page');
          }
          if (next.page !== undefined) set('page', next.page > 0 ? String(next.page) : undefined);
          return updated;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return { page, search, update };
}

import type { ReactNode } from 'react';
import { QueryErrorState } from './QueryErrorState.tsx';
import { Spinner } from './states.tsx';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/** What ListStates needs of a page query (TanStack's query result fits). */
export type PageQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * A searched page of a list in its states: loading, failed (with a retry), empty (`empty`, which knows whether
 * a search found nothing or the list has nothing), or its rows (`children`).
 */
export function ListStates<T>({
  query,
  items,
  isEmpty,
  empty,
  children,
}: {
  query: PageQuery<T>;
  /** "records", for "Loading records…" and "The records could not be loaded". */
  items: string;
  isEmpty: (page: T) => boolean;
  empty: ReactNode;
  children: (page: T) => ReactNode;
}) {
  const t = useMessages();
  if (query.isPending) return <Spinner label={t(kitWords.listLoading, { items })} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="p-4">
        <QueryErrorState title={t(kitWords.listLoadFailed, { items })} query={query} />
      </div>
    );
  }
  return isEmpty(query.data) ? <>{empty}</> : <>{children(query.data)}</>;
}

import type { ReactNode } from 'react';
// The package, not '../api': the UI kit is its own shared module, and a relative import would bundle a
// second copy of the API client (whose ApiError `errorMessage` must recognise) into it.
import { errorMessage } from '@tessera/shared';
import { TextField } from './fields.tsx';
import { Toolbar } from './Layout.tsx';
import { ErrorState, Spinner } from './states.tsx';

/**
 * The toolbar above a searchable list: the search box (its label only for screen readers), "Updating…" while
 * a new page or search loads behind the one shown, then whatever else the list offers (`children`).
 */
export function SearchToolbar({
  label,
  searchLabel,
  value,
  onSearch,
  updating,
  children,
}: {
  /** The toolbar's name: "Records". */
  label: string;
  /** The box's name: "Search records". */
  searchLabel: string;
  value: string;
  onSearch: (value: string) => void;
  updating: boolean;
  children?: ReactNode;
}) {
  return (
    <Toolbar label={label}>
      <TextField label={searchLabel} hideLabel type="search" placeholder="Search source or target…" value={value} onChange={(e) => onSearch(e.target.value)} fieldClassName="w-80" />
      {updating && (
        <span role="status" className="pb-2 text-xs text-slate-500">
          Updating…
        </span>
      )}
      {children}
    </Toolbar>
  );
}

/** What ListStates needs of a page query (TanStack's query result fits). */
export type PageQuery<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };

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
  if (query.isPending) return <Spinner label={`Loading ${items}…`} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="p-4">
        <ErrorState title={`The ${items} could not be loaded`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return isEmpty(query.data) ? <>{empty}</> : <>{children(query.data)}</>;
}

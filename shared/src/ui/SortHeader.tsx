import type { ReactNode } from 'react';
import { Th } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import type { ColumnSorting } from './useSortInUrl.ts';
import * as kitWords from '../locales/en/kit.arb';

/** A column's header that sorts the list by it; `aria-sort` says how the list is sorted now, its title what a click does. */
export function SortHeader<Column extends string>({
  column,
  sorting,
  className,
  children,
}: {
  column: Column;
  sorting: ColumnSorting<Column>;
  className?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  const current = sorting.sort === column ? sorting.order : undefined;
  const next = sorting.next(column);
  return (
    <Th
      className={className}
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
    >
      <button
        type="button"
        onClick={() => sorting.toggle(column)}
        title={t(kitWords.sortBy, { next: next === 'asc' ? 'ascending' : next === 'desc' ? 'descending' : 'own' })}
        className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {children}
        <span aria-hidden="true" className={current ? 'text-sky-700' : 'text-slate-300'}>
          {current === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </Th>
  );
}

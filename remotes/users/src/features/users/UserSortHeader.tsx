import type { ReactNode } from 'react';
import type { UserSort } from '@tessera/shared/contract';
import { Th } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import type { UsersSorting } from './useUserSort.ts';
import * as usersWords from '../../locales/en/users.arb';

/** A column's header that sorts the users by it; `aria-sort` says how they are sorted now. */
export function UserSortHeader({
  column,
  sorting,
  className,
  children,
}: {
  column: UserSort;
  sorting: UsersSorting;
  className?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  const current = sorting.sort === column ? sorting.order : undefined;
  return (
    <Th
      className={className}
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
    >
      <button
        type="button"
        onClick={() => sorting.toggle(column)}
        title={t(usersWords.usersSortBy, { next: current === 'asc' ? 'descending' : 'ascending' })}
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

import type { ReactNode } from 'react';
import type { GlossaryRecordSort } from '@tessera/shared/contract';
import { Th } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import type { RecordSort } from './useRecordSort.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

/** A column's header that sorts the records by it; `aria-sort` says how they are sorted now. */
export function SortHeader({
  column,
  sorting,
  className,
  children,
}: {
  column: GlossaryRecordSort;
  sorting: RecordSort;
  className?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  const current = sorting.sort === column ? sorting.order : undefined;
  const next = current === undefined ? 'ascending' : current === 'asc' ? 'descending' : 'added';
  return (
    <Th
      className={className}
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
    >
      <button
        type="button"
        onClick={() => sorting.toggle(column)}
        title={t(glossaryWords.glossarySortBy, { next })}
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

import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/** A column's header: its name, or its name and its header cell's classes (width, alignment). */
export type TableColumn = string | readonly [name: string, className: string];

export interface TableProps {
  /** The table's accessible name (tests find it with getByRole('table', { name })). */
  label: string;
  /** The header row, a cell a column; without it the children bring their own THead. */
  columns?: readonly (TableColumn | false)[];
  /** The width class of a last column for the rows' actions, named for screen readers only. */
  actionsColumn?: string;
  children: ReactNode;
  className?: string;
}

/** Dense data table. */
export function Table({ label, columns, actionsColumn, children, className }: TableProps) {
  const t = useMessages();
  return (
    <div className={cx('overflow-x-auto', className)}>
      <table aria-label={label} className="min-w-full table-fixed border-collapse text-sm">
        {columns && (
          <THead>
            <Tr>
              {columns.map((column) => {
                if (column === false) return null;
                const [name, columnClass] = typeof column === 'string' ? [column] : column;
                return (
                  <Th key={name} className={columnClass}>
                    {name}
                  </Th>
                );
              })}
              {actionsColumn && (
                <Th className={actionsColumn}>
                  <span className="sr-only">{t(kitWords.tableActions)}</span>
                </Th>
              )}
            </Tr>
          </THead>
        )}
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="sticky top-0 z-10 bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {children}
    </thead>
  );
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>;
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx('align-top hover:bg-sky-50/40', className)} {...rest} />;
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cx('border-b border-slate-200 px-3 py-2', className)} {...rest} />;
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx('px-3 py-1.5 leading-6 break-words text-slate-800', className)} {...rest} />;
}

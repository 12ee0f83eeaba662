import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
// The kit through its package name: the shared singleton the shell provides, not a copy in the remote.
import { Button, Card, EmptyState, ListStates, Table, TBody, Th, THead, Tr } from '@tessera/shared/ui';
import {
  Pagination,
  SearchSummary,
  SearchToolbar,
  type usePagedSearch,
  useStepBackFromEmptyPage,
} from '@tessera/shared/ui/lists';
import { PAGE_SIZE } from '../../contract/plain.ts';
import { useEditableRows } from '../useRowFocus.ts';
import type { NewRecordFormProps } from './NewRecordForm.tsx';
import type { RecordNoun } from './noun.ts';
import type { RecordRowProps } from './ShownRecordRow.tsx';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../../locales/en/kit.arb';

/** One page of a records list as the server answers it; a capped total is a lower bound (the server stopped counting). */
export interface RecordsPage<T> {
  records: T[];
  total_rows: number;
  total_rows_capped?: boolean;
}

export interface RecordsPanelProps<T extends { id: number }> {
  noun: RecordNoun;
  /** The accessible name of the table, e.g. "Glossary records". */
  tableLabel: string;
  /** Page and search, from the URL (`usePagedSearch()` of the screen). */
  paged: ReturnType<typeof usePagedSearch>;
  records: UseQueryResult<RecordsPage<T>>;
  /** Refetches what shows the records (the list, the resource's count) after one changed. */
  refresh: () => Promise<unknown>;
  /** Deletes one record. */
  remove: (id: number) => Promise<unknown>;
  editable: boolean;
  /** The header cells of the record columns (the actions column is added when editable). */
  columns: ReactNode;
  /** Width class of the actions column. */
  actionsClassName?: string;
  /** A record's row: ShownRecordRow with its cells, or EditRecordRow while edited, wired by `row`. */
  row: (record: T, row: RecordRowProps<T>) => ReactNode;
  /** What acts on the list as a whole, under the search (a selection's actions). */
  toolbar?: ReactNode;
  /** The NewRecordForm that adds a record, opened by the "New …" button; `form` is its wiring. */
  newForm: (form: NewRecordFormWiring) => ReactNode;
  /** What an empty list says: without a search, and for a search nothing matches. */
  emptyHint?: string;
  noMatch: (search: string) => ReactNode;
}

/** The wiring of the new record's form, from the records panel: spread it on NewRecordForm. */
export type NewRecordFormWiring = Pick<
  NewRecordFormProps<Record<string, string>, unknown>,
  'noun' | 'refresh' | 'onClose'
>;

/**
 * The records of a resource (glossary terms, TM units...): search as you type, pages of PAGE_SIZE, one row edited
 * inline at a time with focus kept on the list, and a form to add records. Each domain gives its columns and rows.
 */
export function RecordsPanel<T extends { id: number }>(props: RecordsPanelProps<T>) {
  const { noun, paged, records, refresh, editable } = props;
  const [adding, setAdding] = useState(false);
  const t = useMessages();
  const { page, search, update, searchInput, onSearchInput } = paged;
  const totalRows = records.data?.total_rows ?? 0;
  const capped = records.data?.total_rows_capped === true;
  const searchBox = useRef<HTMLInputElement>(null);
  const rows = useEditableRows(records.data?.records.map((record) => record.id) ?? noIds, searchBox);
  useStepBackFromEmptyPage(records, page, PAGE_SIZE, update);

  return (
    <Card>
      <div className="border-b border-slate-200 px-3 pt-3">
        <SearchToolbar
          label={noun.Many}
          searchLabel={t(kitWords.recordsSearch, { kind: noun.kind, records: noun.many })}
          value={searchInput}
          onSearch={onSearchInput}
          updating={records.isFetching && !records.isPending}
          searchRef={searchBox}
        >
          {records.data && (
            <SearchSummary
              total={totalRows}
              capped={capped}
              search={search}
              stale={records.isPlaceholderData}
              testId={`${noun.many}-summary`}
            />
          )}
          <div className="ms-auto">
            {editable && !adding && (
              <Button variant="primary" onClick={() => setAdding(true)}>
                {t(kitWords.recordsNew, { kind: noun.kind, record: noun.one })}
              </Button>
            )}
          </div>
        </SearchToolbar>
        {adding && props.newForm({ noun, refresh, onClose: () => setAdding(false) })}
        {props.toolbar}
      </div>

      <ListStates
        query={records}
        items={noun.many}
        isEmpty={(found) => found.records.length === 0}
        empty={
          search ? (
            <EmptyState title={t(kitWords.recordsNoMatch, { kind: noun.kind, records: noun.many })}>
              {props.noMatch(search)}
            </EmptyState>
          ) : (
            <EmptyState title={t(kitWords.recordsEmpty, { kind: noun.kind, owner: noun.owner, records: noun.many })}>
              {editable ? props.emptyHint : undefined}
            </EmptyState>
          )
        }
      >
        {(found) => (
          <Table label={props.tableLabel}>
            <THead>
              <Tr>
                {props.columns}
                {editable && (
                  <Th className={`${props.actionsClassName ?? 'w-36'} text-end`}>
                    <span className="sr-only">{t(kitWords.tableActions)}</span>
                  </Th>
                )}
              </Tr>
            </THead>
            <TBody>
              {found.records.map((record) => {
                const { editing, onDoneEditing, ...actions } = rows.rowProps(record.id);
                return props.row(record, {
                  record,
                  editing,
                  shown: { ...actions, noun, refresh, editable, remove: () => props.remove(record.id) },
                  edit: { record, noun, refresh, onDone: onDoneEditing },
                });
              })}
            </TBody>
          </Table>
        )}
      </ListStates>
      {records.data && totalRows > 0 && (
        <div className="border-t border-slate-200">
          <Pagination
            label={t(kitWords.recordsPages, { records: noun.Many })}
            page={page}
            pageSize={PAGE_SIZE}
            totalRows={totalRows}
            totalCapped={capped}
            hasNextPage={capped ? records.data.records.length === PAGE_SIZE : undefined}
            onPageChange={(next) => update({ page: next })}
          />
        </div>
      )}
    </Card>
  );
}

const noIds: number[] = [];

import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@tessera/shared/contract';
import type { Glossary, User } from '@tessera/shared/contract';
import { Button, Card, EmptyState, ErrorState, Pagination, Spinner, TBody, THead, Table, TextField, Th, Toolbar, Tr, pageCount, useDebouncedValue } from '@tessera/shared/ui';
import { NewRecordForm } from './NewRecordForm.tsx';
import { RecordRow } from './RecordRow.tsx';
import { errorMessage } from './errors.ts';
import { canEditRecords } from './permissions.ts';
import { useGlossaryRecords } from './queries.ts';
import { useRecordsLocation } from './searchParams.ts';

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export function RecordsPanel({ glossary, user }: { glossary: Glossary; user: User | null }) {
  const { page, search, update } = useRecordsLocation();
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editable = canEditRecords(user);

  // The box and the URL follow each other: what the user types goes into the URL once they pause (replace:
  // no history entry per keystroke); a URL changed by back/forward goes into the box. `typing` tells the two
  // apart, so a stale box never overwrites the URL someone navigated to.
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current || debouncedSearch !== searchInput) return;
    typing.current = false;
    if (debouncedSearch !== search) update({ search: debouncedSearch }, { replace: true });
  }, [debouncedSearch, searchInput, search, update]);
  useEffect(() => {
    if (!typing.current) setSearchInput(search);
  }, [search]);
  const onSearchInput = (value: string) => {
    typing.current = true;
    setSearchInput(value);
  };

  const records = useGlossaryRecords(glossary.id, page, search);
  const totalRows = records.data?.total_rows ?? 0;
  // Beyond GLOSSARY_SEARCH_COUNT_LIMIT matches the server stops counting: the total is a lower bound and a
  // full page may have a next one.
  const capped = records.data?.total_rows_capped === true;
  const totalText = `${totalRows.toLocaleString('en')}${capped ? '+' : ''}`;

  // A delete can empty the last page: step back to the page that now is the last one.
  useEffect(() => {
    if (records.data && records.data.records.length === 0 && page > 0 && !records.isPlaceholderData) {
      update({ page: pageCount(records.data.total_rows, PAGE_SIZE) - 1 }, { replace: true });
    }
  }, [records.data, records.isPlaceholderData, page, update]);

  return (
    <Card>
      <div className="border-b border-slate-200 px-3 pt-3">
        <Toolbar label="Records">
          <TextField
            label="Search records"
            hideLabel
            type="search"
            placeholder="Search source or target…"
            value={searchInput}
            onChange={(e) => onSearchInput(e.target.value)}
            fieldClassName="w-80"
          />
          {records.data && (
            <span className="pb-2 text-sm text-slate-600 tabular-nums" data-testid="records-summary">
              {search ? `${totalText} matching` : `${totalText} total`}
            </span>
          )}
          {records.isFetching && !records.isPending && (
            <span role="status" className="pb-2 text-xs text-slate-500">
              Updating…
            </span>
          )}
          <div className="ml-auto">
            {editable && !adding && (
              <Button variant="primary" onClick={() => setAdding(true)}>
                New record
              </Button>
            )}
          </div>
        </Toolbar>
        {adding && <NewRecordForm glossaryId={glossary.id} onClose={() => setAdding(false)} />}
      </div>

      {records.isPending ? (
        <Spinner label="Loading records…" />
      ) : records.isError ? (
        <div className="p-4">
          <ErrorState title="The records could not be loaded" message={errorMessage(records.error)} onRetry={() => void records.refetch()} />
        </div>
      ) : records.data.records.length === 0 ? (
        search ? (
          <EmptyState title="No matching records">
            Nothing in this glossary contains “{search}” in its source or target.
          </EmptyState>
        ) : (
          <EmptyState title="This glossary has no records yet">{editable ? 'Add the first one with “New record”.' : undefined}</EmptyState>
        )
      ) : (
        <>
          <Table label="Glossary records">
            <THead>
              <Tr>
                <Th className="w-[27%]">Source ({glossary.source_lang})</Th>
                <Th className="w-[27%]">Target ({glossary.target_lang})</Th>
                <Th>Comment</Th>
                <Th className="w-44">Last change</Th>
                {editable && (
                  <Th className="w-36 text-right">
                    <span className="sr-only">Actions</span>
                  </Th>
                )}
              </Tr>
            </THead>
            <TBody>
              {records.data.records.map((record) => (
                <RecordRow
                  key={record.id}
                  record={record}
                  editable={editable}
                  editing={editingId === record.id}
                  onEdit={() => setEditingId(record.id)}
                  onDoneEditing={() => setEditingId(null)}
                />
              ))}
            </TBody>
          </Table>
        </>
      )}
      {records.data && totalRows > 0 && (
        <div className="border-t border-slate-200">
          <Pagination
            label="Records pages"
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

import { useRef, useState } from 'react';
import { PAGE_SIZE, can } from '@tessera/shared/contract';
import type { Glossary, User } from '@tessera/shared/contract';
import {
  Button,
  Card,
  EmptyState,
  ListStates,
  Pagination,
  SearchSummary,
  SearchToolbar,
  TBody,
  THead,
  Table,
  Th,
  Tr,
  usePagedSearch,
  useEditableRows,
  useStepBackFromEmptyPage,
} from '@tessera/shared/ui';
import { NewRecordForm } from './NewRecordForm.tsx';
import { RecordRow } from './RecordRow.tsx';
import { useGlossaryRecords } from './queries.ts';

const noIds: number[] = [];

export function RecordsPanel({ glossary, user }: { glossary: Glossary; user: User | null }) {
  const { page, search, update, searchInput, onSearchInput } = usePagedSearch();
  const [adding, setAdding] = useState(false);
  const editable = can(user, 'glossary.edit');

  const records = useGlossaryRecords(glossary.id, page, search);
  const totalRows = records.data?.total_rows ?? 0;
  // Beyond GLOSSARY_SEARCH_COUNT_LIMIT matches the server stops counting: the total is a lower bound and a
  // full page may have a next one.
  const capped = records.data?.total_rows_capped === true;
  const searchBox = useRef<HTMLInputElement>(null);
  const rows = useEditableRows(records.data?.records.map((record) => record.id) ?? noIds, searchBox);

  useStepBackFromEmptyPage(records, page, PAGE_SIZE, update);

  return (
    <Card>
      <div className="border-b border-slate-200 px-3 pt-3">
        <SearchToolbar
          label="Records"
          searchLabel="Search records"
          value={searchInput}
          onSearch={onSearchInput}
          updating={records.isFetching && !records.isPending}
          searchRef={searchBox}
        >
          {records.data && <SearchSummary total={totalRows} capped={capped} search={search} stale={records.isPlaceholderData} testId="records-summary" />}
          <div className="ml-auto">
            {editable && !adding && (
              <Button variant="primary" onClick={() => setAdding(true)}>
                New record
              </Button>
            )}
          </div>
        </SearchToolbar>
        {adding && <NewRecordForm glossaryId={glossary.id} onClose={() => setAdding(false)} />}
      </div>

      <ListStates
        query={records}
        items="records"
        isEmpty={(found) => found.records.length === 0}
        empty={
          search ? (
            <EmptyState title="No matching records">Nothing in this glossary contains “{search}” in its source or target.</EmptyState>
          ) : (
            <EmptyState title="This glossary has no records yet">{editable ? 'Add the first one with “New record”.' : undefined}</EmptyState>
          )
        }
      >
        {(found) => (
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
              {found.records.map((record) => (
                <RecordRow
                  key={record.id}
                  record={record}
                  editable={editable}
                  {...rows.rowProps(record.id)}
                />
              ))}
            </TBody>
          </Table>
        )}
      </ListStates>
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

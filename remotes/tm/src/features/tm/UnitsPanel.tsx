import { useRef, useState } from 'react';
import { PAGE_SIZE, can } from '@tessera/shared/contract';
import type { TranslationMemory, User } from '@tessera/shared/contract';
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
import { NewUnitForm } from './NewUnitForm.tsx';
import { UnitRow } from './UnitRow.tsx';
import { useTmRecords } from './queries.ts';

const noIds: number[] = [];

/** The units of a TM: concordance search (substring of source or target, matches marked), pages of 100, inline edit. */
export function UnitsPanel({ tm, user }: { tm: TranslationMemory; user: User | null }) {
  const { page, search, update, searchInput, onSearchInput } = usePagedSearch();
  const editable = can(user, 'tm.edit');
  const [adding, setAdding] = useState(false);

  const records = useTmRecords(tm.id, page, search);
  const totalRows = records.data?.total_rows ?? 0;
  const searchBox = useRef<HTMLInputElement>(null);
  const rows = useEditableRows(records.data?.records.map((record) => record.id) ?? noIds, searchBox);

  useStepBackFromEmptyPage(records, page, PAGE_SIZE, update);

  return (
    <Card>
      <div className="border-b border-slate-200 px-3 pt-3">
        <SearchToolbar
          label="Units"
          searchLabel="Search units"
          value={searchInput}
          onSearch={onSearchInput}
          updating={records.isFetching && !records.isPending}
          searchRef={searchBox}
        >
          {records.data && <SearchSummary total={totalRows} search={search} stale={records.isPlaceholderData} testId="units-summary" />}
          <div className="ml-auto">
            {editable && !adding && (
              <Button variant="primary" onClick={() => setAdding(true)}>
                New unit
              </Button>
            )}
          </div>
        </SearchToolbar>
        {adding && <NewUnitForm tm={tm} onClose={() => setAdding(false)} />}
      </div>

      <ListStates
        query={records}
        items="units"
        isEmpty={(found) => found.records.length === 0}
        empty={
          search ? (
            <EmptyState title="No matching units">Nothing in this translation memory contains “{search}” in its source or target.</EmptyState>
          ) : (
            <EmptyState title="This translation memory has no units yet">{editable ? 'Add the first one with “New unit”, or import a TMX file.' : undefined}</EmptyState>
          )
        }
      >
        {(found) => (
          <Table label="Translation units">
            <THead>
              <Tr>
                <Th className="w-[38%]">Source ({tm.source_lang})</Th>
                <Th className="w-[38%]">Target ({tm.target_lang})</Th>
                <Th className="w-40">Last change</Th>
                {editable && (
                  <Th className="w-32 text-right">
                    <span className="sr-only">Actions</span>
                  </Th>
                )}
              </Tr>
            </THead>
            <TBody>
              {found.records.map((record) => (
                <UnitRow
                  key={record.id}
                  record={record}
                  search={search}
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
          <Pagination label="Units pages" page={page} pageSize={PAGE_SIZE} totalRows={totalRows} onPageChange={(next) => update({ page: next })} />
        </div>
      )}
    </Card>
  );
}

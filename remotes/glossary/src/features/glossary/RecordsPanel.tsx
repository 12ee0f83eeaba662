import { can } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import type { CreateGlossaryRecordBody, Glossary, GlossaryRecordSort, User } from '@tessera/shared/contract';
import { NewRecordForm, RecordsPanel as RecordsKitPanel } from '@tessera/shared/records';
import { Th } from '@tessera/shared/ui';
import { SortHeader, usePagedSearch, useSortInUrl } from '@tessera/shared/ui/lists';
import { BulkActions } from './BulkActions.tsx';
import { messagesIn, useMessages } from '../../common/i18n.ts';
import { glossaryKind } from '../../common/kind.ts';
import { RecordRow } from './RecordRow.tsx';
import { useGlossaryRecords, useRefreshGlossary } from '../../common/queries.ts';
import { useSelection } from './useSelection.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

const noIds: number[] = [];

/** The columns the records sort by, as the API names them (the contract's list, without loading it). */
const RECORD_SORTS: readonly GlossaryRecordSort[] = ['source', 'target', 'status', 'changed'];

/**
 * The terms of a glossary: search (substring of source or target, hits marked), sort by a column, pages of 100
 * (a glossary of 100k terms reads one page at a time), inline edit, new records, and several chosen for one delete.
 */
export function RecordsPanel({ glossary, user }: { glossary: Glossary; user: User | null }) {
  const paged = usePagedSearch();
  const sorting = useSortInUrl(RECORD_SORTS);
  const editable = can(user, 'glossary.edit');
  const { page, search } = paged;
  const records = useGlossaryRecords(glossary.id, { page, search, sort: sorting.sort, order: sorting.order });
  const refresh = useRefreshGlossary(glossary.id);
  const pageIds = records.data?.records.map((record) => record.id) ?? noIds;
  const selection = useSelection(pageIds, `${search}\n${sorting.sort}\n${sorting.order}`);
  const pageSelected = pageIds.length > 0 && pageIds.every(selection.isSelected);
  const t = useMessages();

  return (
    <RecordsKitPanel
      noun={glossaryKind.records}
      tableLabel={t(glossaryWords.glossaryRecordsTable)}
      paged={paged}
      records={records}
      refresh={refresh}
      remove={glossaryApi.deleteGlossaryRecord}
      editable={editable}
      toolbar={
        editable && (
          <BulkActions
            glossaryId={glossary.id}
            selection={selection}
            pageIds={pageIds}
            search={search}
            total={records.data?.total_rows ?? 0}
            capped={records.data?.total_rows_capped === true}
            refresh={refresh}
          />
        )
      }
      columns={
        <>
          <Th className="w-10">
            <input
              type="checkbox"
              aria-label={t(glossaryWords.glossarySelectPage)}
              checked={pageSelected}
              ref={(box) => {
                if (box) box.indeterminate = !pageSelected && pageIds.some(selection.isSelected);
              }}
              onChange={selection.togglePage}
              disabled={!editable || pageIds.length === 0}
              className="size-4 rounded border-slate-300 accent-sky-600"
            />
          </Th>
          <SortHeader column="source" sorting={sorting} className="w-[24%]">
            {t(glossaryWords.glossarySourceColumn, { language: glossary.source_lang })}
          </SortHeader>
          <SortHeader column="target" sorting={sorting} className="w-[24%]">
            {t(glossaryWords.glossaryTargetColumn, { language: glossary.target_lang })}
          </SortHeader>
          <Th>{t(glossaryWords.glossaryComment)}</Th>
          <SortHeader column="status" sorting={sorting} className="w-32">
            {t(glossaryWords.glossaryStatus)}
          </SortHeader>
          <SortHeader column="changed" sorting={sorting} className="w-44">
            {t(glossaryWords.glossaryLastChange)}
          </SortHeader>
        </>
      }
      row={(record, row) => (
        <RecordRow
          key={record.id}
          {...row}
          search={search}
          selected={selection.isSelected(record.id)}
          onSelect={(range) => selection.toggle(record.id, range)}
        />
      )}
      newForm={(form) => (
        <NewRecordForm
          {...form}
          fields={[
            { key: 'source', label: t(glossaryWords.glossarySource) },
            { key: 'target', label: t(glossaryWords.glossaryTarget) },
            { key: 'comment', label: t(glossaryWords.glossaryComment) },
          ]}
          empty={{ source: '', target: '', comment: '' }}
          problemsOf={fieldProblems}
          create={(draft) => glossaryApi.createGlossaryRecord(glossary.id, draft)}
          added={(record) => t(glossaryWords.glossaryRecordAdded, { source: record.source })}
        />
      )}
      emptyHint={t(glossaryWords.glossaryRecordsEmptyHint)}
      noMatch={(search) => t(glossaryWords.glossaryRecordsNoMatch, { search })}
    />
  );
}

async function fieldProblems(draft: CreateGlossaryRecordBody) {
  // The schemas load with the first record added, not with the screen.
  const { CreateGlossaryRecordBody } = await import('@tessera/shared/contract');
  const parsed = CreateGlossaryRecordBody.safeParse(draft);
  const problems: Partial<Record<keyof CreateGlossaryRecordBody, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    problems[issue.path[0] as keyof CreateGlossaryRecordBody] ??= fieldProblem(issue);
  }
  return problems;
}

/** A field's problem by its kind, in the interface's language; the schema's English for any other kind. */
function fieldProblem(issue: { code: string; message: string; maximum?: number | bigint }): string {
  const t = messagesIn();
  if (issue.code === 'too_small') return t(glossaryWords.glossaryRequired);
  if (issue.code === 'too_big') return t(glossaryWords.glossaryTooLong, { maximum: Number(issue.maximum ?? 0) });
  return issue.message;
}

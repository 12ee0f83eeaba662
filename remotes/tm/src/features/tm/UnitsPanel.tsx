import { can } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import { NewRecordForm, RecordsPanel } from '@tessera/shared/records';
import { Th } from '@tessera/shared/ui';
import { usePagedSearch } from '@tessera/shared/ui/lists';
import { tmKind } from '../../common/kind.ts';
import { UnitRow } from './UnitRow.tsx';
import { useRefreshTm, useTmRecords } from '../../common/queries.ts';
import { escapeXml } from './segments.ts';

/** The units of a TM: concordance search (substring of source or target, matches marked), pages of 100, inline edit. */
export function UnitsPanel({ tm, user }: { tm: TranslationMemory; user: User | null }) {
  const paged = usePagedSearch();
  const editable = can(user, 'tm.edit');
  const records = useTmRecords(tm.id, paged.page, paged.search);
  const refresh = useRefreshTm(tm.id);

  return (
    <RecordsPanel
      noun={tmKind.records}
      tableLabel="Translation units"
      paged={paged}
      records={records}
      refresh={refresh}
      remove={tmApi.deleteTmRecord}
      editable={editable}
      columns={
        <>
          <Th className="w-[38%]">Source ({tm.source_lang})</Th>
          <Th className="w-[38%]">Target ({tm.target_lang})</Th>
          <Th className="w-40">Last change</Th>
        </>
      }
      actionsClassName="w-32"
      row={(record, row) => <UnitRow key={record.id} {...row} search={paged.search} />}
      newForm={(form) => (
        <NewRecordForm
          {...form}
          // Typed as plain text and sent escaped, so & and < are text, never markup.
          fields={[
            { key: 'source', label: `Source (${tm.source_lang || 'not set'})`, multiline: true },
            { key: 'target', label: `Target (${tm.target_lang || 'not set'})`, multiline: true },
          ]}
          empty={{ source: '', target: '' }}
          problemsOf={(draft) => ({
            source: draft.source.trim() === '' ? 'Required' : undefined,
            target: draft.target.trim() === '' ? 'Required' : undefined,
          })}
          create={(draft) =>
            tmApi.createTmRecord(tm.id, { source: escapeXml(draft.source), target: escapeXml(draft.target) })
          }
          added={(unit) => `Unit "${unit.source_text}" added`}
        />
      )}
      emptyHint="Add the first one with “New unit”, or import a TMX file."
      noMatch={(search) => <>Nothing in this translation memory contains “{search}” in its source or target.</>}
    />
  );
}

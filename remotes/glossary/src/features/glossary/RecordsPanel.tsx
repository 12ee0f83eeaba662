import { can } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import type { CreateGlossaryRecordBody, Glossary, User } from '@tessera/shared/contract';
import { NewRecordForm, RecordsPanel as RecordsKitPanel } from '@tessera/shared/records';
import { Th } from '@tessera/shared/ui';
import { usePagedSearch } from '@tessera/shared/ui/lists';
import { glossaryKind } from './kind.ts';
import { RecordRow } from './RecordRow.tsx';
import { useGlossaryRecords, useRefreshGlossary } from './queries.ts';

/** The terms of a glossary: search (substring of source or target), pages of 100, inline edit, new records. */
export function RecordsPanel({ glossary, user }: { glossary: Glossary; user: User | null }) {
  const paged = usePagedSearch();
  const editable = can(user, 'glossary.edit');
  const records = useGlossaryRecords(glossary.id, paged.page, paged.search);
  const refresh = useRefreshGlossary(glossary.id);

  return (
    <RecordsKitPanel
      noun={glossaryKind.records}
      tableLabel="Glossary records"
      paged={paged}
      records={records}
      refresh={refresh}
      remove={glossaryApi.deleteGlossaryRecord}
      editable={editable}
      columns={
        <>
          <Th className="w-[27%]">Source ({glossary.source_lang})</Th>
          <Th className="w-[27%]">Target ({glossary.target_lang})</Th>
          <Th>Comment</Th>
          <Th className="w-44">Last change</Th>
        </>
      }
      row={(record, row) => <RecordRow key={record.id} {...row} />}
      newForm={(form) => (
        <NewRecordForm
          {...form}
          fields={[
            { key: 'source', label: 'Source' },
            { key: 'target', label: 'Target' },
            { key: 'comment', label: 'Comment' },
          ]}
          empty={{ source: '', target: '', comment: '' }}
          problemsOf={fieldProblems}
          create={(draft) => glossaryApi.createGlossaryRecord(glossary.id, draft)}
          added={(record) => `Record "${record.source}" added`}
        />
      )}
      emptyHint="Add the first one with “New record”."
      noMatch={(search) => <>Nothing in this glossary contains “{search}” in its source or target.</>}
    />
  );
}

async function fieldProblems(draft: CreateGlossaryRecordBody) {
  // The schemas load with the first record added, not with the screen.
  const { CreateGlossaryRecordBody } = await import('@tessera/shared/contract');
  const parsed = CreateGlossaryRecordBody.safeParse(draft);
  const problems: Partial<Record<keyof CreateGlossaryRecordBody, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    problems[issue.path[0] as keyof CreateGlossaryRecordBody] ??=
      issue.message === 'must not be empty' ? 'Required' : issue.message;
  }
  return problems;
}

import { can } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import type { Message } from '@tessera/shared/i18n/catalog';
import { NewRecordForm, RecordsPanel } from '@tessera/shared/records';
import { Th } from '@tessera/shared/ui';
import { usePagedSearch } from '@tessera/shared/ui/lists';
import { useMessages } from '../../common/i18n.ts';
import { tmKind } from '../../common/kind.ts';
import { UnitRow } from './UnitRow.tsx';
import { useRefreshTm, useTmRecords } from '../../common/queries.ts';
import { escapeXml } from './segments.ts';
import * as tmWords from '../../locales/en/tm.arb';

/** The units of a TM: concordance search (substring of source or target, matches marked), pages of 100, inline edit. */
export function UnitsPanel({ tm, user }: { tm: TranslationMemory; user: User | null }) {
  const paged = usePagedSearch();
  const editable = can(user, 'tm.edit');
  const records = useTmRecords(tm.id, paged.page, paged.search);
  const refresh = useRefreshTm(tm.id);
  const t = useMessages();
  // A new unit's field, named with its language, or saying that the TM has none set.
  const fieldLabel = (message: Message<'tm'>, language: string) =>
    t(message, { language, set: language ? 'yes' : 'no' });

  return (
    <RecordsPanel
      noun={tmKind.records}
      tableLabel={t(tmWords.tmUnitsTable)}
      paged={paged}
      records={records}
      refresh={refresh}
      remove={tmApi.deleteTmRecord}
      editable={editable}
      columns={
        <>
          <Th className="w-[38%]">{t(tmWords.tmSourceColumn, { language: tm.source_lang })}</Th>
          <Th className="w-[38%]">{t(tmWords.tmTargetColumn, { language: tm.target_lang })}</Th>
          <Th className="w-40">{t(tmWords.tmLastChange)}</Th>
        </>
      }
      actionsClassName="w-32"
      row={(record, row) => (
        <UnitRow
          key={record.id}
          {...row}
          search={paged.search}
          fieldNames={{
            source: t(tmWords.tmSourceColumn, { language: tm.source_lang }),
            target: t(tmWords.tmTargetColumn, { language: tm.target_lang }),
          }}
        />
      )}
      newForm={(form) => (
        <NewRecordForm
          {...form}
          // Typed as plain text and sent escaped, so & and < are text, never markup.
          fields={[
            { key: 'source', label: fieldLabel(tmWords.tmSourceField, tm.source_lang), multiline: true },
            { key: 'target', label: fieldLabel(tmWords.tmTargetField, tm.target_lang), multiline: true },
          ]}
          empty={{ source: '', target: '' }}
          problemsOf={(draft) => ({
            source: draft.source.trim() === '' ? t(tmWords.tmRequired) : undefined,
            target: draft.target.trim() === '' ? t(tmWords.tmRequired) : undefined,
          })}
          create={(draft) =>
            tmApi.createTmRecord(tm.id, { source: escapeXml(draft.source), target: escapeXml(draft.target) })
          }
          added={(unit) => t(tmWords.tmUnitAdded, { source: unit.source_text })}
        />
      )}
      emptyHint={t(tmWords.tmUnitsEmptyHint)}
      noMatch={(search) => t(tmWords.tmUnitsNoMatch, { search })}
    />
  );
}

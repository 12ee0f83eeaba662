import * as glossaryApi from '@tessera/shared/api/glossary';
import type { GlossaryRecord, TermMatch, TermStatus } from '@tessera/shared/contract';
import { EditRecordRow, Highlighted, ShownRecordRow } from '@tessera/shared/records';
import type { DraftEditor, RecordRowProps } from '@tessera/shared/records';
import { useFormats } from '@tessera/shared/i18n';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import { Badge, Checkbox, Select, Td, TextField, TextArea } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

/** The record columns and the selection's: the editor's failure row spans them all. */
export const RECORD_COLUMNS = 7;

/** A term's standings, each with its message. */
const STATUSES: Array<{ value: TermStatus; message: Message<'glossary'> }> = [
  { value: 'preferred', message: glossaryWords.glossaryStatusPreferred },
  { value: 'admitted', message: glossaryWords.glossaryStatusAdmitted },
  { value: 'deprecated', message: glossaryWords.glossaryStatusDeprecated },
  { value: 'forbidden', message: glossaryWords.glossaryStatusForbidden },
];
const statusOptions = (t: Translate<'glossary'>) =>
  STATUSES.map(({ value, message }) => ({ value, label: t(message) }));
/** How a term is found in a segment (contract TermMatch), as memoQ names its matching choices. */
const matchOptions = (t: Translate<'glossary'>): Array<{ value: TermMatch; label: string }> => [
  { value: 'stemmed', label: t(glossaryWords.glossaryMatchStemmed) },
  { value: 'prefix', label: t(glossaryWords.glossaryMatchPrefix) },
  { value: 'exact', label: t(glossaryWords.glossaryMatchExact) },
];

const STATUS_TONES = { preferred: 'success', admitted: 'neutral', deprecated: 'warning', forbidden: 'danger' } as const;
const statusLabel = (t: Translate<'glossary'>, status: TermStatus) =>
  t(STATUSES.find((option) => option.value === status)!.message);

type Props = RecordRowProps<GlossaryRecord> & {
  /** The search, marked in the terms. */
  search: string;
  selected: boolean;
  /** The row's box clicked; `range` with Shift held. */
  onSelect: (range: boolean) => void;
};

export function RecordRow({ record, search, selected, onSelect, editing, shown, edit }: Props) {
  const t = useMessages();
  const f = useFormats();
  const selectCell = (
    <Td className="py-1">
      <input
        type="checkbox"
        aria-label={t(glossaryWords.glossarySelectRecord, { source: record.source })}
        checked={selected}
        // A click's (or Space's) change, with Shift telling a range from one row.
        onChange={(event) => onSelect('shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true)}
        className="mt-1 size-4 rounded border-slate-300 accent-sky-600"
      />
    </Td>
  );
  if (editing) {
    return (
      <EditRecordRow
        {...edit}
        before={selectCell}
        fields={['source', 'target', 'comment']}
        fieldNames={{
          source: t(glossaryWords.glossarySource),
          target: t(glossaryWords.glossaryTarget),
          comment: t(glossaryWords.glossaryComment),
          status: t(glossaryWords.glossaryEditStatus),
          definition: t(glossaryWords.glossaryDefinition),
          part_of_speech: t(glossaryWords.glossaryPartOfSpeech),
          case_sensitive: t(glossaryWords.glossaryCaseSensitive),
          match_rule: t(glossaryWords.glossaryMatch),
        }}
        draftOf={draftOf}
        cells={statusCell}
        details={termDetails}
        problemOf={async (draft) => {
          // The schemas load with the first save, not with the screen.
          const { UpdateGlossaryRecordBody } = await import('@tessera/shared/contract');
          return UpdateGlossaryRecordBody.safeParse({ ...draft, updated_at: record.updated_at }).success
            ? undefined
            : t(glossaryWords.glossaryTermsRequired);
        }}
        save={(draft) => glossaryApi.updateGlossaryRecord(record.id, { ...draft, updated_at: record.updated_at })}
        hint={t(glossaryWords.glossaryEditHint)}
        columns={RECORD_COLUMNS}
      />
    );
  }
  const details = [
    record.part_of_speech,
    record.case_sensitive && t(glossaryWords.glossaryCaseSensitiveTag),
    record.match_rule !== 'stemmed' && t(glossaryWords.glossaryMatchTag, { rule: record.match_rule }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ShownRecordRow {...shown} source={record.source} target={record.target}>
      {selectCell}
      {/* pre-wrap: terms and comments may hold line breaks, which must show as such. */}
      <Td className="font-medium whitespace-pre-wrap text-slate-900">
        <Highlighted text={record.source} search={search} />
        {details && <span className="block text-xs font-normal text-slate-500">{details}</span>}
      </Td>
      <Td className="whitespace-pre-wrap">
        <Highlighted text={record.target} search={search} />
      </Td>
      <Td className="whitespace-pre-wrap text-slate-600">
        {record.comment}
        {record.definition && (
          <span className="block text-xs text-slate-500" title={t(glossaryWords.glossaryDefinition)}>
            {record.definition}
          </span>
        )}
      </Td>
      <Td>
        <Badge tone={STATUS_TONES[record.status]}>{statusLabel(t, record.status)}</Badge>
      </Td>
      <Td
        className="text-xs whitespace-nowrap text-slate-500"
        title={t(glossaryWords.glossaryRecordCreatedBy, { user: record.created_by_user.username })}
      >
        {f.date(record.updated_at)} · {(record.updated_by_user ?? record.created_by_user).username}
      </Td>
    </ShownRecordRow>
  );
}

type RecordDraft = Pick<
  GlossaryRecord,
  'source' | 'target' | 'comment' | 'status' | 'definition' | 'part_of_speech' | 'case_sensitive' | 'match_rule'
>;
const draftOf = (record: GlossaryRecord): RecordDraft => ({
  source: record.source,
  target: record.target,
  comment: record.comment,
  status: record.status,
  definition: record.definition,
  part_of_speech: record.part_of_speech,
  case_sensitive: record.case_sensitive,
  match_rule: record.match_rule,
});

type DraftProps = { draft: RecordDraft; change: (patch: Partial<RecordDraft>) => void };

const statusCell: DraftEditor<RecordDraft> = (draft, change) => <StatusCell draft={draft} change={change} />;

function StatusCell({ draft, change }: DraftProps) {
  const t = useMessages();
  return (
    <Td className="py-1">
      <Select
        label={t(glossaryWords.glossaryEditStatus)}
        hideLabel
        options={statusOptions(t)}
        value={draft.status}
        onChange={(event) => change({ status: event.target.value as TermStatus })}
      />
    </Td>
  );
}

/** The term's other fields, on a line under the terms. */
const termDetails: DraftEditor<RecordDraft> = (draft, change) => <TermDetails draft={draft} change={change} />;

function TermDetails({ draft, change }: DraftProps) {
  const t = useMessages();
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] items-start gap-3">
      <TextArea
        label={t(glossaryWords.glossaryDefinition)}
        rows={1}
        value={draft.definition}
        onChange={(event) => change({ definition: event.target.value })}
      />
      <TextField
        label={t(glossaryWords.glossaryPartOfSpeech)}
        value={draft.part_of_speech}
        placeholder={t(glossaryWords.glossaryPartOfSpeechExample)}
        onChange={(event) => change({ part_of_speech: event.target.value })}
      />
      <Checkbox
        className="mt-6"
        label={t(glossaryWords.glossaryCaseSensitive)}
        checked={draft.case_sensitive}
        onChange={(event) => change({ case_sensitive: event.target.checked })}
      />
      <Select
        label={t(glossaryWords.glossaryMatch)}
        options={matchOptions(t)}
        value={draft.match_rule}
        onChange={(event) => change({ match_rule: event.target.value as TermMatch })}
      />
    </div>
  );
}

import * as glossaryApi from '@tessera/shared/api/glossary';
import type { GlossaryRecord, TermMatch, TermStatus } from '@tessera/shared/contract';
import { EditRecordRow, Highlighted, ShownRecordRow } from '@tessera/shared/records';
import type { DraftEditor, RecordRowProps } from '@tessera/shared/records';
import { Badge, Checkbox, Select, Td, TextField, TextArea } from '@tessera/shared/ui';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** The record columns and the selection's: the editor's failure row spans them all. */
export const RECORD_COLUMNS = 7;

const STATUS_OPTIONS: Array<{ value: TermStatus; label: string }> = [
  { value: 'preferred', label: 'Preferred' },
  { value: 'admitted', label: 'Admitted' },
  { value: 'deprecated', label: 'Deprecated' },
  { value: 'forbidden', label: 'Forbidden' },
];
/** How a term is found in a segment (contract TermMatch), as memoQ names its matching choices. */
const MATCH_OPTIONS: Array<{ value: TermMatch; label: string }> = [
  { value: 'stemmed', label: 'Inflections (stemmed)' },
  { value: 'prefix', label: 'Word beginnings (50% prefix)' },
  { value: 'exact', label: 'Exact words' },
];

const STATUS_TONES = { preferred: 'success', admitted: 'neutral', deprecated: 'warning', forbidden: 'danger' } as const;
const statusLabel = (status: TermStatus) => STATUS_OPTIONS.find((option) => option.value === status)!.label;

type Props = RecordRowProps<GlossaryRecord> & {
  /** The search, marked in the terms. */
  search: string;
  selected: boolean;
  /** The row's box clicked; `range` with Shift held. */
  onSelect: (range: boolean) => void;
};

export function RecordRow({ record, search, selected, onSelect, editing, shown, edit }: Props) {
  const selectCell = (
    <Td className="py-1">
      <input
        type="checkbox"
        aria-label={`Select record ${record.source}`}
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
        draftOf={draftOf}
        cells={statusCell}
        details={termDetails}
        problemOf={async (draft) => {
          // The schemas load with the first save, not with the screen.
          const { UpdateGlossaryRecordBody } = await import('@tessera/shared/contract');
          return UpdateGlossaryRecordBody.safeParse({ ...draft, updated_at: record.updated_at }).success
            ? undefined
            : 'Source and target must not be empty.';
        }}
        save={(draft) => glossaryApi.updateGlossaryRecord(record.id, { ...draft, updated_at: record.updated_at })}
        hint="Enter saves · Shift+Enter new line · Esc cancels"
        columns={RECORD_COLUMNS}
      />
    );
  }
  const details = [
    record.part_of_speech,
    record.case_sensitive && 'case-sensitive',
    record.match_rule !== 'stemmed' && `${record.match_rule} match`,
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
          <span className="block text-xs text-slate-500" title="Definition">
            {record.definition}
          </span>
        )}
      </Td>
      <Td>
        <Badge tone={STATUS_TONES[record.status]}>{statusLabel(record.status)}</Badge>
      </Td>
      <Td className="text-xs whitespace-nowrap text-slate-500" title={`Created by ${record.created_by_user.username}`}>
        {dateFormat.format(new Date(record.updated_at))} · {(record.updated_by_user ?? record.created_by_user).username}
      </Td>
    </ShownRecordRow>
  );
}

type RecordDraft = {
  source: string;
  target: string;
  comment: string;
  status: TermStatus;
  definition: string;
  part_of_speech: string;
  case_sensitive: boolean;
  match_rule: TermMatch;
};
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

const statusCell: DraftEditor<RecordDraft> = (draft, change) => (
  <Td className="py-1">
    <Select
      label="Edit status"
      hideLabel
      options={STATUS_OPTIONS}
      value={draft.status}
      onChange={(event) => change({ status: event.target.value as TermStatus })}
    />
  </Td>
);

/** The term's other fields, on a line under the terms. */
const termDetails: DraftEditor<RecordDraft> = (draft, change) => (
  <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] items-start gap-3">
    <TextArea
      label="Definition"
      rows={1}
      value={draft.definition}
      onChange={(event) => change({ definition: event.target.value })}
    />
    <TextField
      label="Part of speech"
      value={draft.part_of_speech}
      placeholder="noun, verb…"
      onChange={(event) => change({ part_of_speech: event.target.value })}
    />
    <Checkbox
      className="mt-6"
      label="Case-sensitive"
      checked={draft.case_sensitive}
      onChange={(event) => change({ case_sensitive: event.target.checked })}
    />
    <Select
      label="Match"
      options={MATCH_OPTIONS}
      value={draft.match_rule}
      onChange={(event) => change({ match_rule: event.target.value as TermMatch })}
    />
  </div>
);

import { errorMessage, isApiError } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import type { TmRecord } from '@tessera/shared/contract';
import { EditRecordRow, ShownRecordRow } from '@tessera/shared/records';
import type { EditRowWiring, RecordRowProps } from '@tessera/shared/records';
import { Td } from '@tessera/shared/ui';
import { Segment } from './Segment.tsx';
import { editableText, hasInlineElements, markupFromEditor } from './segments.ts';

type Props = RecordRowProps<TmRecord> & {
  /** The search, marked in the segments. */
  search: string;
};

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function UnitRow({ record, search, editing, shown, edit }: Props) {
  if (editing) return <EditingUnit edit={edit} />;
  const changed = record.change_date ?? record.creation_date;
  const who = record.change_id ?? record.creation_id;
  return (
    <ShownRecordRow {...shown} source={record.source_text} target={record.target_text}>
      <Td className="text-slate-900">
        <Segment markup={record.source} search={search} />
      </Td>
      <Td>
        <Segment markup={record.target} search={search} />
      </Td>
      <Td className="text-xs whitespace-nowrap text-slate-500">
        {changed ? dateFormat.format(new Date(changed)) : '—'}
        {who ? ` · ${who}` : ''}
      </Td>
    </ShownRecordRow>
  );
}

/**
 * Plain segments are edited as text; segments with inline tags as their TMX markup shown as ⟨1⟩ … ⟨/1⟩ tokens,
 * so no code is lost.
 */
function EditingUnit({ edit }: { edit: EditRowWiring<TmRecord> }) {
  const { record } = edit;
  const withMarkup = hasInlineElements(record.source) || hasInlineElements(record.target);
  return (
    <EditRecordRow
      {...edit}
      fields={['source', 'target']}
      draftOf={draftOf}
      problemOf={problemOf(record)}
      save={(draft) => {
        const source = markupFromEditor(record.source, draft.source);
        const target = markupFromEditor(record.target, draft.target);
        if ('problem' in source || 'problem' in target) throw new Error('The unit was checked before saving');
        return tmApi.updateTmRecord(record.id, {
          source: source.markup,
          target: target.markup,
          updated_at: record.updated_at,
        });
      }}
      hint={
        <>
          Enter saves · Shift+Enter new line · Esc cancels
          {withMarkup && (
            <span className="block">Tags are shown as ⟨1⟩ … ⟨/1⟩: move them if needed, keep each one.</span>
          )}
        </>
      }
      columns={4}
      // A 409 also answers a unit whose TM is busy importing: only a newer version is a conflict to reload.
      isConflict={(error) => isApiError(error, 409) && /changed this unit/.test(errorMessage(error))}
    />
  );
}

const draftOf = (record: TmRecord) => ({ source: editableText(record.source), target: editableText(record.target) });

const problemOf = (record: TmRecord) => (draft: { source: string; target: string }) => {
  if (draft.source.trim() === '' || draft.target.trim() === '') return 'Source and target must not be empty.';
  const source = markupFromEditor(record.source, draft.source);
  if ('problem' in source) return `Source: ${source.problem}`;
  const target = markupFromEditor(record.target, draft.target);
  if ('problem' in target) return `Target: ${target.problem}`;
  return undefined;
};

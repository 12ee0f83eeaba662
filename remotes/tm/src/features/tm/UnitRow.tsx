import { errorMessage, isApiError } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import type { TmRecord } from '@tessera/shared/contract';
import { EditRecordRow, ShownRecordRow } from '@tessera/shared/records';
import type { EditRowWiring, RecordRowProps } from '@tessera/shared/records';
import { useFormats } from '@tessera/shared/i18n';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { Td } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import { Segment } from './Segment.tsx';
import { editableText, hasInlineElements, markupFromEditor } from './segments.ts';
import * as tmWords from '../../locales/en/tm.arb';

type Props = RecordRowProps<TmRecord> & {
  /** The search, marked in the segments. */
  search: string;
  /** The unit's fields (source, target) as the table's columns name them, for a refused save. */
  fieldNames?: Readonly<Record<string, string>>;
};

export function UnitRow({ record, search, editing, shown, edit, fieldNames }: Props) {
  const f = useFormats();
  if (editing) return <EditingUnit edit={edit} fieldNames={fieldNames} />;
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
        {changed ? f.date(changed) : '—'}
        {who ? ` · ${who}` : ''}
      </Td>
    </ShownRecordRow>
  );
}

/**
 * Plain segments are edited as text; segments with inline tags as their TMX markup shown as ⟨1⟩ … ⟨/1⟩ tokens,
 * so no code is lost.
 */
function EditingUnit({
  edit,
  fieldNames,
}: {
  edit: EditRowWiring<TmRecord>;
  fieldNames: Readonly<Record<string, string>> | undefined;
}) {
  const { record } = edit;
  const t = useMessages();
  const withMarkup = hasInlineElements(record.source) || hasInlineElements(record.target);
  return (
    <EditRecordRow
      {...edit}
      fields={['source', 'target']}
      fieldNames={fieldNames}
      draftOf={draftOf}
      problemOf={problemOf(record, t)}
      save={(draft) => {
        const source = markupFromEditor(record.source, draft.source, t);
        const target = markupFromEditor(record.target, draft.target, t);
        if ('problem' in source || 'problem' in target) throw new Error('The unit was checked before saving');
        return tmApi.updateTmRecord(record.id, {
          source: source.markup,
          target: target.markup,
          updated_at: record.updated_at,
        });
      }}
      hint={
        <>
          {t(tmWords.tmEditHint)}
          {withMarkup && <span className="block">{t(tmWords.tmEditTagsHint)}</span>}
        </>
      }
      columns={4}
      // A 409 also answers a unit whose TM is busy importing: only a newer version is a conflict to reload.
      isConflict={(error) => isApiError(error, 409) && /changed this unit/.test(errorMessage(error))}
    />
  );
}

const draftOf = (record: TmRecord) => ({ source: editableText(record.source), target: editableText(record.target) });

const problemOf = (record: TmRecord, t: Translate<'tm'>) => (draft: { source: string; target: string }) => {
  if (draft.source.trim() === '' || draft.target.trim() === '') return t(tmWords.tmSegmentsRequired);
  const source = markupFromEditor(record.source, draft.source, t);
  if ('problem' in source) return t(tmWords.tmSourceProblem, { problem: source.problem });
  const target = markupFromEditor(record.target, draft.target, t);
  if ('problem' in target) return t(tmWords.tmTargetProblem, { problem: target.problem });
  return undefined;
};

import { inlineText } from '@tessera/shared';
import type { DocumentRecord } from '@tessera/shared/contract';
import { TargetDiff } from '../common/TargetDiff.tsx';
import { pluralFormOf } from '../common/plural.tsx';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { useMessages } from '../common/parts-i18n.ts';
import { richMessage } from '@tessera/shared/i18n/catalog';
import * as editorPartsWords from '../locales/en/editor-parts.arb';
import type { Languages } from './SegmentRow.tsx';

/**
 * What a translator of software strings needs beside the open segment's source: the unit's key in the file,
 * the plural form it is, and the developer's note (with the file's context, such as where the string is used).
 * In a document pulled from a repository, also how its source changed since the translation was made (as a
 * diff, until the translation is confirmed again), and the translation the repository holds when it differs.
 * Shown under the open segment only, so its code downloads when a segment is first opened (SegmentGrid).
 */
export function SegmentDetails({
  record,
  place,
  languages,
}: {
  record: DocumentRecord;
  /**
   * Where the segment is in its document, in the interface's words (structureWords.ts), said as its context in place
   * of the English words the file's reader wrote; null for a segment without a place, whose context is the file's.
   */
  place: string | null;
  /** The `lang` and `dir` of the document's source and target, for the texts quoted from them. */
  languages: Languages;
}) {
  const t = useMessages();
  const tEditor = useEditorMessages();
  const plural = pluralFormOf(record, tEditor);
  return (
    <div className="mt-1 space-y-0.5 text-xs text-slate-600" data-testid="segment-details">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          {richMessage(t, editorPartsWords.editorDetailsKey, {
            key: <code className="break-all text-slate-700">{record.unit_id}</code>,
          })}
        </span>
        {plural && (
          <span
            className="rounded bg-violet-100 px-1 font-medium text-violet-900"
            title={t(editorPartsWords.editorDetailsPluralHint)}
          >
            {t(editorPartsWords.editorDetailsPlural, { form: plural })}
          </span>
        )}
      </p>
      {record.note && (
        <p className="whitespace-pre-wrap text-slate-700">
          {t(editorPartsWords.editorDetailsNote, { note: record.note })}
        </p>
      )}
      {(place ?? record.context) && (
        <p className="whitespace-pre-wrap">
          {t(editorPartsWords.editorDetailsContext, { context: (place ?? record.context)! })}
        </p>
      )}
      {record.previous_source != null && (
        <p className="whitespace-pre-wrap" data-testid="source-change">
          {richMessage(t, editorPartsWords.editorDetailsSourceChanged, {
            diff: (
              <span {...languages.source}>
                <TargetDiff before={inlineText(record.previous_source)} after={inlineText(record.source)} />
              </span>
            ),
          })}
        </p>
      )}
      {record.upstream_target != null && (
        <p className="whitespace-pre-wrap" data-testid="upstream-translation">
          {richMessage(t, editorPartsWords.editorDetailsUpstream, {
            translation: (
              <span {...languages.target} className="text-slate-800">
                {inlineText(record.upstream_target)}
              </span>
            ),
          })}
        </p>
      )}
    </div>
  );
}

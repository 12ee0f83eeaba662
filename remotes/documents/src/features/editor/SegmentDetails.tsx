import { inlineText } from '@tessera/shared';
import type { DocumentRecord } from '@tessera/shared/contract';
import { TargetDiff } from './panel/TargetDiff.tsx';

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The plural form a segment is, as formats name it in `segment_id`: a CLDR category (`few`; JSON, ARB,
 * Android, a String Catalog's `plural.few`, gettext's `msgstr[1].few`), an exact ICU case (`=0`), or gettext's
 * bare form number (`msgstr[1]`) where the file's language was not known. Null for a segment that is no plural form.
 */
export function pluralFormOf(record: Pick<DocumentRecord, 'segment_id'>): string | null {
  const id = record.segment_id;
  if (id === null) return null;
  const last = id.split('.').at(-1)!;
  if (PLURAL_CATEGORIES.includes(last)) return last;
  if (/^=\d+$/.test(id)) return id;
  const gettext = /^msgstr\[(\d+)\]$/.exec(id);
  return gettext ? `form ${gettext[1]}` : null;
}

/**
 * The plural category of a row that is a plural form, on every row of the form (open or not), so that the form's
 * rows read as one: one, few, many, other.
 */
export function PluralBadge({ record }: { record: Pick<DocumentRecord, 'segment_id'> }) {
  const plural = pluralFormOf(record);
  if (!plural) return null;
  return (
    <span
      className="mt-0.5 block truncate rounded bg-violet-100 px-0.5 text-center text-[10px] leading-4 font-medium text-violet-900"
      title={`Plural form: ${plural}`}
    >
      <span className="sr-only">Plural form: </span>
      {plural}
    </span>
  );
}

/**
 * What a translator of software strings needs beside the open segment's source: the unit's key in the file,
 * the plural form it is, and the developer's note (with the file's context, such as where the string is used).
 * In a document pulled from a repository, also how its source changed since the translation was made (as a
 * diff, until the translation is confirmed again), and the translation the repository holds when it differs.
 */
export function SegmentDetails({ record }: { record: DocumentRecord }) {
  const plural = pluralFormOf(record);
  return (
    <div className="mt-1 space-y-0.5 text-xs text-slate-600" data-testid="segment-details">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          Key <code className="break-all text-slate-700">{record.unit_id}</code>
        </span>
        {plural && (
          <span className="rounded bg-violet-100 px-1 font-medium text-violet-900" title="The plural form to write">
            Plural: {plural}
          </span>
        )}
      </p>
      {record.note && <p className="whitespace-pre-wrap text-slate-700">Note: {record.note}</p>}
      {record.context && <p className="whitespace-pre-wrap">Context: {record.context}</p>}
      {record.previous_source != null && (
        <p className="whitespace-pre-wrap" data-testid="source-change">
          Source changed in the repository:{' '}
          <TargetDiff before={inlineText(record.previous_source)} after={inlineText(record.source)} />
        </p>
      )}
      {record.upstream_target != null && (
        <p className="whitespace-pre-wrap" data-testid="upstream-translation">
          The repository has another translation, changed there while this one was changed here:{' '}
          <span className="text-slate-800">{inlineText(record.upstream_target)}</span>
        </p>
      )}
    </div>
  );
}

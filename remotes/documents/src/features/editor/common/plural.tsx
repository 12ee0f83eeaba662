import type { DocumentRecord } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn, useMessages } from './i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The plural form a segment is, as formats name it in `segment_id`: a CLDR category (`few`; JSON, ARB,
 * Android, a String Catalog's `plural.few`, gettext's `msgstr[1].few`), an exact ICU case (`=0`), or gettext's
 * bare form number (`msgstr[1]`) where the file's language was not known. Null for a segment that is no plural form.
 */
export function pluralFormOf(
  record: Pick<DocumentRecord, 'segment_id'>,
  t: Translate<'editor'> = messagesIn(),
): string | null {
  const id = record.segment_id;
  if (id === null) return null;
  const last = id.split('.').at(-1)!;
  if (PLURAL_CATEGORIES.includes(last)) return last;
  if (/^=\d+$/.test(id)) return id;
  const gettext = /^msgstr\[(\d+)\]$/.exec(id);
  return gettext ? t(editorWords.editorPluralFormNumber, { number: gettext[1] }) : null;
}

/**
 * The plural category of a row that is a plural form, on every row of the form (open or not), so that the form's
 * rows read as one: one, few, many, other.
 */
export function PluralBadge({ record }: { record: Pick<DocumentRecord, 'segment_id'> }) {
  const t = useMessages();
  const plural = pluralFormOf(record, t);
  if (!plural) return null;
  return (
    <span
      className="mt-0.5 block truncate rounded bg-violet-100 px-0.5 text-center text-[10px] leading-4 font-medium text-violet-900"
      title={t(editorWords.editorPluralForm, { form: plural })}
    >
      <span className="sr-only">{`${t(editorWords.editorPluralFormLabel)} `}</span>
      {plural}
    </span>
  );
}

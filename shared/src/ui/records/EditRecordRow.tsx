import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
// The package, not '../../api': a relative import would bundle a second copy of the API client into the UI kit.
import { isApiError, type ErrorWording } from '@tessera/shared';
import { Td, useToast } from '@tessera/shared/ui';
import { InlineEditRow, InlineTextArea, inlineEditKeys, useInlineDraft } from '../InlineEdit.tsx';
import type { RecordNoun } from './noun.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../../locales/en/kit.arb';

type FieldNames = ErrorWording['fields'];

/** A record's fields as edited: text, or a switch (a checkbox's). */
export type RecordDraft = Record<string, string | boolean>;

/** What edits fields other than text areas: the draft, and a change to some of its fields. */
export type DraftEditor<D> = (draft: D, change: (next: Partial<D>) => void) => ReactNode;

export interface EditRecordRowProps<R extends { updated_at: string }, D extends RecordDraft> {
  record: R;
  noun: RecordNoun;
  /** The draft's text fields, in their columns' order; each is named "Edit <field>" (e.g. "Edit source"). */
  fields: readonly (keyof D & string)[];
  /** Cells before the fields (a column the row has, such as a selection's). */
  before?: ReactNode;
  /** Cells after the text fields, editing other fields (a select, a checkbox). */
  cells?: DraftEditor<D>;
  /** More fields, on a line of their own under the row. */
  details?: DraftEditor<D>;
  draftOf: (record: R) => D;
  /** Why the draft cannot be saved, if it cannot; may first load what it checks with (see NewRecordForm). */
  problemOf: (draft: D) => string | undefined | Promise<string | undefined>;
  /** Sends the draft with `record.updated_at`, so a concurrent edit answers 409. */
  save: (draft: D) => Promise<unknown>;
  /** Refetches the list after a save or a reload. */
  refresh: () => Promise<unknown>;
  onDone: () => void;
  hint: ReactNode;
  /** Columns the row spans (fields plus the others it covers). */
  columns: number;
  /**
   * The names of the fields the save sends, by their name in the API, as the table's columns and the row's fields
   * label them: a refusal that names a field says it in these words.
   */
  fieldNames?: FieldNames;
  /** Whether a failed save means someone else changed the record (default: any 409). */
  isConflict?: (error: unknown) => boolean;
}

/**
 * A record edited in place: Enter saves, Shift+Enter starts a new line, Esc cancels. Fields are textareas that grow
 * with their text, so line breaks survive an edit. A concurrent change is shown with a way to load the latest
 * version, keeping focus in the editor.
 */
export function EditRecordRow<R extends { updated_at: string }, D extends RecordDraft>(
  props: EditRecordRowProps<R, D>,
) {
  const { record, noun, onDone, refresh } = props;
  const firstField = useRef<HTMLTextAreaElement>(null);
  const {
    draft,
    setDraft,
    reload: takeNextVersion,
  } = useInlineDraft(record, props.draftOf, () => {
    save.reset();
    firstField.current?.focus();
  });
  const [invalid, setInvalid] = useState<string>();
  const toast = useToast();
  const t = useMessages();
  const save = useMutation({
    mutationFn: props.save,
    onSuccess: async () => {
      await refresh();
      toast.show(t(kitWords.recordSaved, { kind: noun.kind, record: capitalise(noun.one) }));
      onDone();
    },
  });

  const change = (next: Partial<D>) => setDraft((d) => ({ ...d, ...next }));

  const submit = async () => {
    const problem = await props.problemOf(draft);
    setInvalid(problem);
    if (problem === undefined) save.mutate(draft);
  };

  const reload = async () => {
    takeNextVersion();
    await refresh();
    toast.show(t(kitWords.recordReloaded, { kind: noun.kind, record: noun.one }), 'info');
  };

  return (
    <InlineEditRow
      hint={props.hint}
      busy={save.isPending}
      onSave={() => void submit()}
      onCancel={onDone}
      invalid={invalid}
      error={save.error}
      conflict={(props.isConflict ?? isEditConflict)(save.error)}
      onReload={() => void reload()}
      wording={{
        failed: t(kitWords.recordSaveFailed, { kind: noun.kind, record: noun.one }),
        conflict: t(kitWords.recordConflict, { kind: noun.kind, record: noun.one }),
        reload: t(kitWords.recordReload, { kind: noun.kind, record: noun.one }),
      }}
      details={props.details?.(draft, change)}
      columns={props.columns}
      fields={props.fieldNames}
    >
      {props.before}
      {props.fields.map((key, index) => (
        <Td key={key} className="py-1">
          <InlineTextArea
            ref={index === 0 ? firstField : undefined}
            aria-label={t(kitWords.recordEditField, { field: key })}
            autoFocus={index === 0}
            // One row per line of text; field-sizing (where supported) also grows with wrapped lines.
            rows={String(draft[key]).split('\n').length}
            value={String(draft[key])}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            onKeyDown={inlineEditKeys(submit, onDone)}
            className="min-h-8 resize-none py-1.5 [field-sizing:content]"
          />
        </Td>
      ))}
      {props.cells?.(draft, change)}
    </InlineEditRow>
  );
}

const isEditConflict = (error: unknown) => isApiError(error, 409);

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

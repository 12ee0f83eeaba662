import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
// The package, not '../../api': a relative import would bundle a second copy of the API client into the UI kit.
import { errorMessage, type ErrorWording } from '@tessera/shared';
import { Alert, Button, TextArea, TextField, useToast } from '@tessera/shared/ui';
/** A new record's fields, all text. */
type TextDraft = Record<string, string>;
import type { RecordNoun } from './noun.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../../locales/en/kit.arb';

type Problems<D> = Partial<Record<keyof D, string>>;

export interface NewRecordField<D extends TextDraft> {
  key: keyof D & string;
  label: string;
  /** A textarea (segments) rather than a one-line field (terms, comments). */
  multiline?: boolean;
}

export interface NewRecordFormProps<D extends TextDraft, R> {
  noun: RecordNoun;
  fields: readonly NewRecordField<D>[];
  empty: D;
  /**
   * Per field, why it cannot be sent; nothing when the draft is fine. May load what it checks with, so a screen
   * downloads the contract's schemas only when a form is first submitted.
   */
  problemsOf: (draft: D) => Problems<D> | Promise<Problems<D>>;
  create: (draft: D) => Promise<R>;
  /** The toast after adding, e.g. `Record "Datei" added`. */
  added: (record: R) => string;
  refresh: () => Promise<unknown>;
  onClose: () => void;
  /**
   * Names for fields the create call sends besides `fields` (whose labels name them already), by their name in the
   * API, for a refusal that names one.
   */
  fieldNames?: ErrorWording['fields'];
}

/** Adds one record; stays open after saving, focus back in the first field, so several can be entered in a row. */
export function NewRecordForm<D extends TextDraft, R>(props: NewRecordFormProps<D, R>) {
  const { noun, fields, empty, refresh } = props;
  const [draft, setDraft] = useState<D>(empty);
  const [problems, setProblems] = useState<Problems<D>>({});
  const firstId = useId();
  const toast = useToast();
  const t = useMessages();
  const create = useMutation({
    mutationFn: props.create,
    onSuccess: async (record) => {
      await refresh();
      toast.show(props.added(record));
      setDraft(empty);
      document.getElementById(firstId)?.focus();
    },
  });

  // A refusal names a field by the label the form shows for it (the draft's keys are the API's names).
  const fieldNames = {
    ...props.fieldNames,
    ...Object.fromEntries(fields.map(({ key, label }) => [key, label])),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await props.problemsOf(draft);
    setProblems(found);
    if (Object.values(found).every((problem) => !problem)) create.mutate(draft);
  };

  return (
    <form
      aria-label={t(kitWords.recordNewForm, { kind: noun.kind, record: noun.one })}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(e) => e.key === 'Escape' && props.onClose()}
      noValidate
      className="mb-3 rounded-md bg-sky-50/60 p-3 ring-1 ring-sky-100"
    >
      <div
        className="grid grid-cols-1 gap-3"
        style={{ gridTemplateColumns: `repeat(${fields.length}, minmax(0, 1fr)) auto` }}
      >
        {fields.map(({ key, label, multiline }, index) => {
          const field = {
            id: index === 0 ? firstId : undefined,
            label,
            autoFocus: index === 0,
            value: draft[key],
            error: problems[key],
            onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
          };
          return multiline ? <TextArea key={key} rows={2} {...field} /> : <TextField key={key} {...field} />;
        })}
        <div className="flex items-start gap-2 pt-5">
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t(kitWords.recordAdd, { kind: noun.kind, record: noun.one })}
          </Button>
          <Button onClick={props.onClose}>{t(kitWords.close)}</Button>
        </div>
      </div>
      {create.isError && (
        <div className="mt-3">
          <Alert tone="error" title={t(kitWords.recordAddFailed, { kind: noun.kind, record: noun.one })}>
            {errorMessage(create.error, { fields: fieldNames })}
          </Alert>
        </div>
      )}
    </form>
  );
}

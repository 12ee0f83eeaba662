import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, glossaryApi } from '@tessera/shared';
import { CreateGlossaryRecordBody } from '@tessera/shared/contract';
import { Alert, Button, TextField, useToast } from '@tessera/shared/ui';
import { useRefreshGlossary } from './queries.ts';

/** The form holds every field of the create call, the comment included (empty when not given). */
type Draft = Required<CreateGlossaryRecordBody>;
const empty: Draft = { source: '', target: '', comment: '' };

/** Adds one record; stays open after saving so several can be entered in a row. */
export function NewRecordForm({ glossaryId, onClose }: { glossaryId: number; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const refresh = useRefreshGlossary(glossaryId);
  const toast = useToast();
  const create = useMutation({
    mutationFn: (body: CreateGlossaryRecordBody) => glossaryApi.createGlossaryRecord(glossaryId, body),
    onSuccess: async (record) => {
      await refresh();
      toast.show(`Record "${record.source}" added`);
      setDraft(empty);
      document.getElementById(sourceId)?.focus();
    },
  });
  const sourceId = `new-record-source-${glossaryId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateGlossaryRecordBody.safeParse(draft);
    if (!parsed.success) {
      const errors: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Draft] ??= issue.message === 'must not be empty' ? 'Required' : issue.message;
      return setFieldErrors(errors);
    }
    setFieldErrors({});
    create.mutate(parsed.data);
  };

  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: fieldErrors[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  return (
    <form aria-label="New record" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onClose()} noValidate className="mb-3 rounded-md bg-sky-50/60 p-3 ring-1 ring-sky-100">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_1fr_1fr_auto]">
        <TextField id={sourceId} label="Source" autoFocus {...field('source')} />
        <TextField label="Target" {...field('target')} />
        <TextField label="Comment" {...field('comment')} />
        <div className="flex items-start gap-2 md:pt-5">
          <Button type="submit" variant="primary" busy={create.isPending}>
            Add record
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
      {create.isError && (
        <div className="mt-3">
          <Alert tone="error" title="The record could not be added">
            {errorMessage(create.error)}
          </Alert>
        </div>
      )}
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, tmApi } from '@tessera/shared';
import type { CreateTmRecordBody, TranslationMemory } from '@tessera/shared/contract';
import { Alert, Button, TextArea, useToast } from '@tessera/shared/ui';
import { useRefreshTm } from './queries.ts';
import { escapeXml } from './segments.ts';

type Draft = { source: string; target: string };
const empty: Draft = { source: '', target: '' };

/**
 * Adds one unit, typed as plain text (sent escaped, so & and < are text, never markup); stays open after
 * saving so several can be entered in a row.
 */
export function NewUnitForm({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Draft>>({});
  const refresh = useRefreshTm(tm.id);
  const toast = useToast();
  const sourceId = `new-unit-source-${tm.id}`;
  const create = useMutation({
    mutationFn: (body: CreateTmRecordBody) => tmApi.createTmRecord(tm.id, body),
    onSuccess: async (unit) => {
      await refresh();
      toast.show(`Unit "${unit.source_text}" added`);
      setDraft(empty);
      document.getElementById(sourceId)?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Draft> = {};
    if (draft.source.trim() === '') errors.source = 'Required';
    if (draft.target.trim() === '') errors.target = 'Required';
    setFieldErrors(errors);
    if (errors.source || errors.target) return;
    create.mutate({ source: escapeXml(draft.source), target: escapeXml(draft.target) });
  };

  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: fieldErrors[key],
    rows: 2,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  return (
    <form aria-label="New unit" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onClose()} noValidate className="mb-3 rounded-md bg-sky-50/60 p-3 ring-1 ring-sky-100">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_1fr_auto]">
        <TextArea id={sourceId} label={`Source (${tm.source_lang || 'not set'})`} autoFocus {...field('source')} />
        <TextArea label={`Target (${tm.target_lang || 'not set'})`} {...field('target')} />
        <div className="flex items-start gap-2 md:pt-5">
          <Button type="submit" variant="primary" busy={create.isPending}>
            Add unit
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
      {create.isError && (
        <div className="mt-3">
          <Alert tone="error" title="The unit could not be added">
            {errorMessage(create.error)}
          </Alert>
        </div>
      )}
    </form>
  );
}

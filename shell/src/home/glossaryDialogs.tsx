/**
 * "New glossary" and "Import glossary" on the home screen (issue 4), for users with glossary.manage.
 * Both end on the new glossary's screen; an import's background progress is shown there.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { glossaryApi } from '@tessera/shared';
import { CreateGlossaryBody, GlossaryName, sameLanguageCode } from '@tessera/shared/contract';
import type { User } from '@tessera/shared/contract';
import { FormDialog, ProgressBar, TextField, useToast } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { FailureAlert, FileField, LanguageFields, fileError, importFields, languageError, useLanguageForm } from './resourceForms.tsx';
import type { ImportFields, LanguageForm } from './resourceForms.tsx';

/** The server refuses bigger uploads (413); checking first saves uploading 50 MB for nothing. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const IMPORT_ACCEPT = '.csv,.tsv,.txt,.xlsx,.tbx,.xml';

/** glossary.manage: managers and admins (the server checks it again on every call). */
export const canManageGlossaries = (user: User | null) => user?.role === 'manager' || user?.role === 'admin';

const IMPORT_LIMIT = { bytes: MAX_IMPORT_BYTES, words: '50 MB' };

/** The target's error: a valid code, and not the source language again (the server refuses that too). */
const targetLanguageError = (form: LanguageForm, optional: boolean) =>
  languageError(form.target_lang, optional) ??
  (form.source_lang.trim() !== '' && form.target_lang.trim() !== '' && sameLanguageCode(form.source_lang, form.target_lang)
    ? 'Choose a language other than the source language.'
    : undefined);

export function NewGlossaryDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const { form, bind, check } = useLanguageForm({ name: '', source_lang: 'en', target_lang: '' });
  const create = useMutation({
    mutationFn: (body: CreateGlossaryBody) => glossaryApi.createGlossary(body),
    onSuccess: async (glossary) => {
      await client.invalidateQueries({ queryKey: ['glossaries'] });
      toast.show(`Glossary "${glossary.name}" created`);
      navigate(pathTo('glossary', { id: glossary.id }));
    },
  });

  const errors = {
    name: GlossaryName.safeParse(form.name).success ? undefined : 'Enter a name.',
    source_lang: languageError(form.source_lang, false),
    target_lang: targetLanguageError(form, false),
  };
  const submit = () => {
    check(errors);
    const parsed = CreateGlossaryBody.safeParse(form);
    if (parsed.success) create.mutate(parsed.data);
  };

  return (
    <FormDialog title="New glossary" submitLabel="Create glossary" onSubmit={submit} onClose={onClose} busy={create.isPending}>
      <div className="grid gap-3">
        <TextField label="Name" data-autofocus maxLength={200} {...bind('name', errors)} />
        <LanguageFields source={bind('source_lang', errors)} target={bind('target_lang', errors)} optional={false} />
        <FailureAlert title="The glossary could not be created" error={create.error} maxSize={IMPORT_LIMIT.words} />
      </div>
    </FormDialog>
  );
}

export function ImportGlossaryDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const { form, showErrors, bind, nameAfterFile, check } = useLanguageForm({ name: '', source_lang: '', target_lang: '' });
  const [uploaded, setUploaded] = useState(0);
  const upload = useMutation({
    mutationFn: (input: { file: File; fields: ImportFields }) => glossaryApi.importGlossary(input.file, input.fields, setUploaded),
    onSuccess: async (glossary) => {
      await client.invalidateQueries({ queryKey: ['glossaries'] });
      toast.show(`Importing "${glossary.name}"…`, 'info');
      navigate(pathTo('glossary', { id: glossary.id }));
    },
  });

  const errors = {
    file: fileError(file, IMPORT_LIMIT, 'Choose a file.'),
    name: GlossaryName.safeParse(form.name).success ? undefined : 'Enter a name.',
    source_lang: languageError(form.source_lang, true),
    target_lang: targetLanguageError(form, true),
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // Most people keep the file's name; prefill it unless they typed their own.
    nameAfterFile(chosen);
  };
  const submit = () => {
    if (!check(errors) || !file) return;
    setUploaded(0);
    upload.mutate({ file, fields: importFields(form) });
  };
  const busy = upload.isPending;

  return (
    <FormDialog title="Import glossary" submitLabel="Import" onSubmit={submit} onClose={onClose} busy={busy}>
      <div className="grid gap-3">
        <FileField
          label="File"
          accept={IMPORT_ACCEPT}
          hint="CSV, TSV, XLSX or TBX, up to 50 MB. CSV/TSV/XLSX need a header row (source, target, comment or language codes)."
          error={showErrors ? errors.file : undefined}
          disabled={busy}
          onChoose={chooseFile}
        />
        <TextField label="Name" maxLength={200} {...bind('name', errors, busy)} />
        <p className="-mb-1 text-xs text-slate-500">Languages: needed unless the file names them (TBX, or language codes as CSV/XLSX headers).</p>
        <LanguageFields source={bind('source_lang', errors, busy)} target={bind('target_lang', errors, busy)} optional />
        {busy && <ProgressBar value={uploaded} label="Upload progress" />}
        <FailureAlert title="The file could not be imported" error={upload.error} maxSize={IMPORT_LIMIT.words} />
      </div>
    </FormDialog>
  );
}

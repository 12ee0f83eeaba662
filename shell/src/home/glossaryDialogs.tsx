/**
 * "New glossary" and "Import glossary" on the home screen (issue 4), for users with glossary.manage.
 * Both end on the new glossary's screen; an import's background progress is shown there.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { glossaryApi, isApiError } from '@tessera/shared';
import { CreateGlossaryBody, GlossaryName, LanguageCode, sameLanguageCode } from '@tessera/shared/contract';
import type { User } from '@tessera/shared/contract';
import { Alert, Button, Dialog, ProgressBar, TextField, useToast } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';

/** The server refuses bigger uploads (413); checking first saves uploading 50 MB for nothing. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const IMPORT_ACCEPT = '.csv,.tsv,.txt,.xlsx,.tbx,.xml';

/** glossary.manage: managers and admins (the server checks it again on every call). */
export const canManageGlossaries = (user: User | null) => user?.role === 'manager' || user?.role === 'admin';

const COMMON_LANGUAGES = ['en', 'en-US', 'en-GB', 'de', 'de-AT', 'de-CH', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'pt-BR', 'sv', 'da', 'fi', 'cs', 'ru', 'uk', 'ja', 'zh-Hans', 'zh-Hant', 'ko', 'ar', 'tr'];
const LANGUAGE_LIST_ID = 'tessera-language-codes';

function LanguageOptions() {
  return (
    <datalist id={LANGUAGE_LIST_ID}>
      {COMMON_LANGUAGES.map((code) => (
        <option key={code} value={code} />
      ))}
    </datalist>
  );
}

function serverMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return 'The file is too large (at most 50 MB).';
    if (error.status === 403) return 'You do not have permission to do this.';
    if (error.status === 0) return 'The server could not be reached.';
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

const languageError = (value: string, optional: boolean) =>
  optional && value.trim() === '' ? undefined : LanguageCode.safeParse(value).success ? undefined : 'Enter a language code such as "en" or "de-AT".';
/** The target's error: a valid code, and not the source language again (the server refuses that too). */
const targetLanguageError = (form: { source_lang: string; target_lang: string }, optional: boolean) =>
  languageError(form.target_lang, optional) ??
  (form.source_lang.trim() !== '' && form.target_lang.trim() !== '' && sameLanguageCode(form.source_lang, form.target_lang)
    ? 'Choose a language other than the source language.'
    : undefined);

export function NewGlossaryDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [form, setForm] = useState({ name: '', source_lang: 'en', target_lang: '' });
  const [showErrors, setShowErrors] = useState(false);
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
    setShowErrors(true);
    const parsed = CreateGlossaryBody.safeParse(form);
    if (parsed.success) create.mutate(parsed.data);
  };
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: showErrors ? errors[key] : undefined,
  });

  return (
    <Dialog
      open
      title="New glossary"
      onClose={onClose}
      onSubmit={submit}
      dismissible={!create.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create glossary
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <TextField label="Name" data-autofocus maxLength={200} {...bind('name')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Source language" list={LANGUAGE_LIST_ID} placeholder="en" {...bind('source_lang')} />
          <TextField label="Target language" list={LANGUAGE_LIST_ID} placeholder="de" {...bind('target_lang')} />
        </div>
        <LanguageOptions />
        {create.isError && (
          <Alert tone="error" title="The glossary could not be created">
            {serverMessage(create.error)}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}

export function ImportGlossaryDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [form, setForm] = useState({ name: '', source_lang: '', target_lang: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const upload = useMutation({
    mutationFn: (input: { file: File; name: string; source_lang?: string; target_lang?: string }) =>
      glossaryApi.importGlossary(input.file, { name: input.name, source_lang: input.source_lang, target_lang: input.target_lang }, setUploaded),
    onSuccess: async (glossary) => {
      await client.invalidateQueries({ queryKey: ['glossaries'] });
      toast.show(`Importing "${glossary.name}"…`, 'info');
      navigate(pathTo('glossary', { id: glossary.id }));
    },
  });

  const errors = {
    file: !file ? 'Choose a file.' : file.size > MAX_IMPORT_BYTES ? 'The file is too large (at most 50 MB).' : file.size === 0 ? 'The file is empty.' : undefined,
    name: GlossaryName.safeParse(form.name).success ? undefined : 'Enter a name.',
    source_lang: languageError(form.source_lang, true),
    target_lang: targetLanguageError(form, true),
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // Most people keep the file's name; prefill it unless they typed their own.
    if (chosen && form.name.trim() === '') setForm((f) => ({ ...f, name: chosen.name.replace(/\.[^.]+$/, '') }));
  };

  const submit = () => {
    setShowErrors(true);
    if (!file || Object.values(errors).some(Boolean)) return;
    setUploaded(0);
    upload.mutate({
      file,
      name: form.name.trim(),
      source_lang: form.source_lang.trim() || undefined,
      target_lang: form.target_lang.trim() || undefined,
    });
  };

  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: showErrors ? errors[key] : undefined,
    disabled: upload.isPending,
  });

  return (
    <Dialog
      open
      title="Import glossary"
      onClose={onClose}
      onSubmit={submit}
      dismissible={!upload.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={upload.isPending}>
            Import
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <TextField
          label="File"
          type="file"
          accept={IMPORT_ACCEPT}
          hint="CSV, TSV, XLSX or TBX, up to 50 MB. CSV/TSV/XLSX need a header row (source, target, comment or language codes)."
          error={showErrors ? errors.file : undefined}
          disabled={upload.isPending}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          data-autofocus
        />
        <TextField label="Name" maxLength={200} {...bind('name')} />
        <p className="-mb-1 text-xs text-slate-500">Languages: needed unless the file names them (TBX, or language codes as CSV/XLSX headers).</p>
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Source language (optional)" list={LANGUAGE_LIST_ID} placeholder="from the file" {...bind('source_lang')} />
          <TextField label="Target language (optional)" list={LANGUAGE_LIST_ID} placeholder="from the file" {...bind('target_lang')} />
        </div>
        <LanguageOptions />
        {upload.isPending && <ProgressBar value={uploaded} label="Upload progress" />}
        {upload.isError && (
          <Alert tone="error" title="The file could not be imported">
            {serverMessage(upload.error)}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}

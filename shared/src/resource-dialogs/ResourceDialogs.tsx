/**
 * "New …" and "Import …" dialogs of a glossary or translation memory, for the home sections of both remotes: a
 * name and a language pair checked before any call, a file picker that names the new thing after the file,
 * upload progress, the server's refusal in words, and at the end the new thing's screen. What differs per
 * kind (its calls, limits and wording) comes in as props.
 *
 * Not a federation-shared module: each remote bundles its copy in the chunk that opens a dialog, so a home
 * screen that never opens one never downloads it. Hence the package names below, never relative paths: the
 * session, the API client and the toasts must be the shared singletons, not a second copy.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@tessera/shared';
import { useFormats } from '@tessera/shared/i18n';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { LanguageCode, ResourceName, sameLanguageCode } from '@tessera/shared/contract';
import { Alert, FormDialog, ProgressBar, TextField, trackImport, useToast } from '@tessera/shared/ui';
import type { ImportedItem, ToastTone } from '@tessera/shared/ui';
import type { RecordNoun } from '@tessera/shared/records';
import { LanguageFields } from '@tessera/shared/ui/language-fields';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type LanguageForm = { name: string; source_lang: string; target_lang: string };
export type LanguageFormErrors = Partial<Record<keyof LanguageForm, string>>;

/** A language code, or nothing when the field is optional (the file names the languages). */
const languageError = (t: Translate<'kit'>, value: string, optional: boolean) =>
  optional && value.trim() === ''
    ? undefined
    : LanguageCode.safeParse(value).success
      ? undefined
      : t(kitWords.resourceLanguageInvalid);

/** A target language that is a code and not the source again (the server refuses that too). */
const targetLanguageError = (t: Translate<'kit'>, form: LanguageForm, optional: boolean) =>
  languageError(t, form.target_lang, optional) ??
  (form.source_lang.trim() !== '' &&
  form.target_lang.trim() !== '' &&
  sameLanguageCode(form.source_lang, form.target_lang)
    ? t(kitWords.resourceTargetSameAsSource)
    : undefined);

/** The import call's fields: the name trimmed, languages left out when empty (the file names them then). */
export type ImportFields = { name: string; source_lang?: string; target_lang?: string };
const importFields = (form: LanguageForm): ImportFields => ({
  name: form.name.trim(),
  source_lang: form.source_lang.trim() || undefined,
  target_lang: form.target_lang.trim() || undefined,
});

/** What to say when a create or upload call failed; `maxSize` words the upload limit the server enforced (413). */
function serverMessage(t: Translate<'kit'>, error: unknown, maxSize?: string): string {
  if (isApiError(error)) {
    if (error.status === 413)
      return maxSize ? t(kitWords.importFileTooLarge, { size: maxSize }) : t(kitWords.resourceRequestTooLarge);
    if (error.status === 403) return t(kitWords.resourceForbidden);
    if (error.status === 0) return t(kitWords.resourceUnreachable);
    // Both dialogs send the name and the languages under these names; a refusal names them by the form's labels.
    const fields = {
      name: t(kitWords.resourceNameLabel),
      source_lang: t(kitWords.languageSource),
      target_lang: t(kitWords.languageTarget),
    };
    return errorMessage(error, { fields });
  }
  return error instanceof Error ? error.message : t(kitWords.resourceUnknownError);
}

/** A chosen file's problem before uploading it: none chosen, empty, or over the server's limit (`size`, in words). */
function fileError(
  t: Translate<'kit'>,
  file: File | null,
  limit: { bytes: number; size: string },
  noFile: string,
): string | undefined {
  if (!file) return noFile;
  if (file.size > limit.bytes) return t(kitWords.importFileTooLarge, { size: limit.size });
  return file.size === 0 ? t(kitWords.importFileEmpty) : undefined;
}

/**
 * The name and language fields' state. Errors show once the user tried to submit (`check`), then follow
 * every keystroke. Choosing a file prefills the name with the file's, unless the user typed one.
 */
function useLanguageForm(initial: LanguageForm) {
  const [form, setForm] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const bind = (key: keyof LanguageForm, errors: LanguageFormErrors, disabled = false) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: showErrors ? errors[key] : undefined,
    disabled,
  });
  const nameAfterFile = (file: File | null) => {
    if (file && form.name.trim() === '') setForm((f) => ({ ...f, name: file.name.replace(/\.[^.]+$/, '') }));
  };
  /** Shows the errors; true when there are none. */
  const check = (errors: Record<string, string | undefined>) => {
    setShowErrors(true);
    return !Object.values(errors).some(Boolean);
  };
  return { form, showErrors, bind, nameAfterFile, check };
}

/** The file to import; focused first, since it is what the dialog is about. */
function FileField(props: {
  label: string;
  accept: string;
  hint: string;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { onChoose, ...field } = props;
  return <TextField type="file" {...field} onChange={(e) => onChoose(e.target.files?.[0] ?? null)} data-autofocus />;
}

/** The server's refusal of the last attempt, if any. */
function FailureAlert({ title, error, maxSize }: { title: string; error: unknown; maxSize?: string }) {
  const t = useMessages();
  if (!error) return null;
  return (
    <Alert tone="error" title={title}>
      {serverMessage(t, error, maxSize)}
    </Alert>
  );
}

/** What the dialogs create: glossaries or translation memories. */
export type ResourceKind = {
  /**
   * Which resources these are, in the kit's messages (English, never shown): "glossary", "tm". A sentence whose
   * words agree with the noun (gender, case) picks its words by it; any other value gets the sentence written for
   * any noun.
   */
  id: string;
  /** "Glossary", for "Glossary "Legal" created". */
  noun: string;
  /** "Glossaries": the home section's title, the way back to it from a screen. */
  plural: string;
  /** Its records' words; `owner` ("glossary") is how a toast or a message names the resource itself. */
  records: RecordNoun;
  /** `list`: the home list to refresh once one is created. */
  keys: { list: readonly unknown[] };
  /** The new one's screen. */
  pathOf: (id: number) => string;
  /** Reads one again, for the toast that follows its import. */
  fetchOne: (id: number) => Promise<ImportedItem>;
};

type Created = { id: number; name: string };

/** After a create or an upload: the home list refreshed, a toast, and on to the new one's screen. */
function useOpenCreated(kind: ResourceKind) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  return async (created: Created, message: string, tone?: ToastTone) => {
    await client.invalidateQueries({ queryKey: kind.keys.list });
    toast.show(message, tone);
    navigate(kind.pathOf(created.id));
  };
}

/**
 * After an upload: the home list refreshed, on to the new one's screen, and a toast that follows the import to
 * its end (finished, or failed with the reason and the choices to try another file or delete it).
 */
function useOpenImporting(kind: ResourceKind) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const toast = useToast();
  return async (started: ImportedItem) => {
    await client.invalidateQueries({ queryKey: kind.keys.list });
    trackImport(toast, {
      item: started,
      noun: kind.records.owner,
      kind: kind.id,
      fetch: () => kind.fetchOne(started.id),
      isGone: (error) => isApiError(error, 404),
      onTryAnother: () => void navigate(`${kind.pathOf(started.id)}?then=import`),
      onDelete: () => void navigate(`${kind.pathOf(started.id)}?then=delete`),
      onEnd: () => void client.invalidateQueries({ queryKey: kind.keys.list }),
    });
    navigate(kind.pathOf(started.id));
  };
}

const nameError = (t: Translate<'kit'>, name: string) =>
  ResourceName.safeParse(name).success ? undefined : t(kitWords.resourceNameMissing);

export type NewResourceDialogProps<Body> = {
  kind: ResourceKind;
  title: string;
  submitLabel: string;
  failureTitle: string;
  /** The create call's body from the form; the call is sent only when it parses. */
  body: { safeParse(form: LanguageForm): { success: true; data: Body } | { success: false } };
  create: (body: Body) => Promise<Created>;
  onClose: () => void;
};

/** "New …": a name and both languages, then the new (empty) one opens. */
export function NewResourceDialog<Body>({
  kind,
  title,
  submitLabel,
  failureTitle,
  body,
  create,
  onClose,
}: NewResourceDialogProps<Body>) {
  const open = useOpenCreated(kind);
  const t = useMessages();
  const { form, bind, check } = useLanguageForm({ name: '', source_lang: 'en', target_lang: '' });
  const creating = useMutation({
    mutationFn: create,
    onSuccess: (created) =>
      open(created, t(kitWords.resourceCreated, { kind: kind.id, noun: kind.noun, name: created.name })),
  });
  const errors = {
    name: nameError(t, form.name),
    source_lang: languageError(t, form.source_lang, false),
    target_lang: targetLanguageError(t, form, false),
  };
  const submit = () => {
    check(errors);
    const parsed = body.safeParse(form);
    if (parsed.success) creating.mutate(parsed.data);
  };
  return (
    <FormDialog title={title} submitLabel={submitLabel} onSubmit={submit} onClose={onClose} busy={creating.isPending}>
      <div className="grid gap-3">
        <TextField label={t(kitWords.resourceNameLabel)} data-autofocus maxLength={200} {...bind('name', errors)} />
        <LanguageFields source={bind('source_lang', errors)} target={bind('target_lang', errors)} optional={false} />
        <FailureAlert title={failureTitle} error={creating.error} />
      </div>
    </FormDialog>
  );
}

export type ImportResourceDialogProps = {
  kind: ResourceKind;
  title: string;
  file: { label: string; accept: string; hint: string; limit: { bytes: number; words: string }; missing: string };
  /** Said above the language fields, when the kind has more to say about them. */
  languagesNote?: ReactNode;
  failureTitle: string;
  upload: (file: File, fields: ImportFields, onProgress: (fraction: number) => void) => Promise<ImportedItem>;
  onClose: () => void;
};

/** "Import …": a file, a name (the file's unless typed) and optional languages; the new one opens while it imports. */
export function ImportResourceDialog({
  kind,
  title,
  file: fileField,
  languagesNote,
  failureTitle,
  upload,
  onClose,
}: ImportResourceDialogProps) {
  const open = useOpenImporting(kind);
  const t = useMessages();
  const f = useFormats();
  const maxSize = f.fileSize(fileField.limit.bytes);
  const [file, setFile] = useState<File | null>(null);
  const { form, showErrors, bind, nameAfterFile, check } = useLanguageForm({
    name: '',
    source_lang: '',
    target_lang: '',
  });
  const [uploaded, setUploaded] = useState(0);
  const uploading = useMutation({
    mutationFn: (input: { file: File; fields: ImportFields }) => upload(input.file, input.fields, setUploaded),
    onSuccess: (started) => open(started),
  });
  const errors = {
    file: fileError(t, file, { bytes: fileField.limit.bytes, size: maxSize }, fileField.missing),
    name: nameError(t, form.name),
    source_lang: languageError(t, form.source_lang, true),
    target_lang: targetLanguageError(t, form, true),
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // Most people keep the file's name; prefill it unless they typed their own.
    nameAfterFile(chosen);
  };
  const submit = () => {
    if (!check(errors) || !file) return;
    setUploaded(0);
    uploading.mutate({ file, fields: importFields(form) });
  };
  const busy = uploading.isPending;
  return (
    <FormDialog title={title} submitLabel={t(kitWords.importSubmit)} onSubmit={submit} onClose={onClose} busy={busy}>
      <div className="grid gap-3">
        <FileField
          label={fileField.label}
          accept={fileField.accept}
          hint={fileField.hint}
          error={showErrors ? errors.file : undefined}
          disabled={busy}
          onChoose={chooseFile}
        />
        <TextField label={t(kitWords.resourceNameLabel)} maxLength={200} {...bind('name', errors, busy)} />
        {languagesNote && <p className="-mb-1 text-xs text-slate-500">{languagesNote}</p>}
        <LanguageFields
          source={bind('source_lang', errors, busy)}
          target={bind('target_lang', errors, busy)}
          optional
        />
        {busy && <ProgressBar value={uploaded} label={t(kitWords.uploadProgress)} />}
        <FailureAlert title={failureTitle} error={uploading.error} maxSize={maxSize} />
      </div>
    </FormDialog>
  );
}

/**
 * The pieces the home screen's "New …" and "Import …" dialogs (glossaries, translation memories) have in
 * common: a name and a language pair checked before any call, a file picker that names the new thing after
 * the file, and the server's refusal in words. Each dialog keeps its own call, limits and wording.
 */
import { useState } from 'react';
import { isApiError } from '@tessera/shared';
import { LanguageCode } from '@tessera/shared/contract';
import { Alert, TextField } from '@tessera/shared/ui';

export type LanguageForm = { name: string; source_lang: string; target_lang: string };
export type LanguageFormErrors = Partial<Record<keyof LanguageForm, string>>;

const COMMON_LANGUAGES = ['en', 'en-US', 'en-GB', 'de', 'de-AT', 'de-CH', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'pt-BR', 'sv', 'da', 'fi', 'cs', 'ru', 'uk', 'ja', 'zh-Hans', 'zh-Hant', 'ko', 'ar', 'tr'];
const LANGUAGE_LIST_ID = 'tessera-language-codes';

/** A language code, or nothing when the field is optional (the file names the languages). */
export const languageError = (value: string, optional: boolean) =>
  optional && value.trim() === '' ? undefined : LanguageCode.safeParse(value).success ? undefined : 'Enter a language code such as "en" or "de-AT".';

/** The import call's fields: the name trimmed, languages left out when empty (the file names them then). */
export type ImportFields = { name: string; source_lang?: string; target_lang?: string };
export const importFields = (form: LanguageForm): ImportFields => ({
  name: form.name.trim(),
  source_lang: form.source_lang.trim() || undefined,
  target_lang: form.target_lang.trim() || undefined,
});

/** What to say when an upload or create call failed; `maxSize` words the upload limit the server enforced (413). */
export function serverMessage(error: unknown, maxSize: string): string {
  if (isApiError(error)) {
    if (error.status === 413) return `The file is too large (at most ${maxSize}).`;
    if (error.status === 403) return 'You do not have permission to do this.';
    if (error.status === 0) return 'The server could not be reached.';
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** A chosen file's problem before uploading it: none chosen, empty, or over the server's limit. */
export function fileError(file: File | null, limit: { bytes: number; words: string }, noFile: string): string | undefined {
  if (!file) return noFile;
  if (file.size > limit.bytes) return `The file is too large (at most ${limit.words}).`;
  return file.size === 0 ? 'The file is empty.' : undefined;
}

/**
 * The name and language fields' state. Errors show once the user tried to submit (`check`), then follow
 * every keystroke. Choosing a file prefills the name with the file's, unless the user typed one.
 */
export function useLanguageForm(initial: LanguageForm) {
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

type Bound = ReturnType<ReturnType<typeof useLanguageForm>['bind']>;

/** Source and target side by side, with common codes offered; optional ones come from the file. */
export function LanguageFields({ source, target, optional }: { source: Bound; target: Bound; optional: boolean }) {
  const suffix = optional ? ' (optional)' : '';
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={`Source language${suffix}`} list={LANGUAGE_LIST_ID} placeholder={optional ? 'from the file' : 'en'} {...source} />
        <TextField label={`Target language${suffix}`} list={LANGUAGE_LIST_ID} placeholder={optional ? 'from the file' : 'de'} {...target} />
      </div>
      <datalist id={LANGUAGE_LIST_ID}>
        {COMMON_LANGUAGES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </>
  );
}

/** The file to import; focused first, since it is what the dialog is about. */
export function FileField(props: { label: string; accept: string; hint: string; error: string | undefined; disabled: boolean; onChoose: (file: File | null) => void }) {
  const { onChoose, ...field } = props;
  return <TextField type="file" {...field} onChange={(e) => onChoose(e.target.files?.[0] ?? null)} data-autofocus />;
}

/** The server's refusal of the last attempt, if any. */
export function FailureAlert({ title, error, maxSize }: { title: string; error: unknown; maxSize: string }) {
  if (!error) return null;
  return (
    <Alert tone="error" title={title}>
      {serverMessage(error, maxSize)}
    </Alert>
  );
}

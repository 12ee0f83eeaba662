import { useState } from 'react';
import { useFormats } from '@tessera/shared/i18n';
import { FormDialog } from './Dialog.tsx';
import { Select, TextField } from './fields.tsx';
import { Alert, ProgressBar } from './states.tsx';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/** The dialog's file field and what it checks before uploading. */
export type ImportFileField = { label: string; accept: string; hint: string; limit: { bytes: number; words: string } };

/** A choice the import takes besides the file (what becomes of records the item holds): a select, its first option the default. */
export type ImportFileChoice = { label: string; options: Array<{ value: string; label: string }>; hint?: string };

/**
 * "Import file" into an item that exists: one file, its upload progress and the server's refusal in words;
 * `upload` starts the import and resolves with the item as the server answered (its import running).
 */
export function ImportFileDialog<Item>({
  title,
  file: field,
  choice,
  upload,
  onStarted,
  onClose,
  describeError,
}: {
  title: string;
  file: ImportFileField;
  /** Given, the dialog asks it and `upload` gets the chosen option's value. */
  choice?: ImportFileChoice;
  upload: (file: File, onProgress: (fraction: number) => void, chosen?: string) => Promise<Item>;
  onStarted: (item: Item) => void;
  onClose: () => void;
  describeError: (error: unknown) => string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [option, setOption] = useState(choice?.options[0]?.value);
  const t = useMessages();
  const f = useFormats();
  const submit = async () => {
    const chosen = file;
    const refused = !chosen
      ? t(kitWords.importFileMissing)
      : chosen.size === 0
        ? t(kitWords.importFileEmpty)
        : chosen.size > field.limit.bytes
          ? t(kitWords.importFileTooLarge, { size: f.fileSize(field.limit.bytes) })
          : undefined;
    setProblem(refused);
    if (refused || !chosen) return;
    setFailure(undefined);
    setProgress(0);
    try {
      const item = await upload(chosen, setProgress, option);
      onStarted(item);
      onClose();
    } catch (error) {
      setFailure(describeError(error));
      setProgress(null);
    }
  };
  const busy = progress !== null;
  return (
    <FormDialog
      title={title}
      submitLabel={t(kitWords.importSubmit)}
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={busy}
    >
      <div className="grid gap-3">
        <TextField
          type="file"
          label={field.label}
          accept={field.accept}
          hint={field.hint}
          error={problem}
          disabled={busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          data-autofocus
        />
        {choice && (
          <Select
            label={choice.label}
            hint={choice.hint}
            options={choice.options}
            value={option}
            disabled={busy}
            onChange={(e) => setOption(e.target.value)}
          />
        )}
        {busy && <ProgressBar value={progress} label={t(kitWords.uploadProgress)} />}
        {failure && (
          <Alert tone="error" title={t(kitWords.importUploadFailed)}>
            {failure}
          </Alert>
        )}
      </div>
    </FormDialog>
  );
}

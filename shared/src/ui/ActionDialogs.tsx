import { useState } from 'react';
import type { ReactNode } from 'react';
// The package, not '../api': the UI kit is its own shared module, and a relative import would bundle a
// second copy of the API client (whose ApiError `errorMessage` must recognise) into it.
import { errorMessage, type ErrorWording } from '@tessera/shared';
import { ConfirmDialog, FormDialog } from './Dialog.tsx';
import { TextField } from './fields.tsx';
import type { NameSchemaSource } from './nameSchema.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/**
 * Runs one async action at a time and keeps what the dialog shows about it: busy while it runs, the reason
 * when it fails. Resolves true when the action succeeded. The screens keep their own data layer (queries,
 * caches); the dialogs only see a promise.
 */
function useAction<A extends unknown[]>(action: (...args: A) => Promise<void>, wording?: ErrorWording) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (...args: A) => {
    // Enter in the form while the call runs must not send it twice.
    if (pending) return false;
    setPending(true);
    setError(undefined);
    try {
      await action(...args);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, wording));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}

export type RenameDialogProps = {
  /** "Rename glossary". */
  title: string;
  /** The field's label: "Glossary name". */
  label: string;
  currentName: string;
  /** The schema, or a loader of it: a screen then downloads the contract's schemas only when a name is first checked. */
  schema: NameSchemaSource;
  maxLength: number;
  /** Saves the cleaned name; a rejection shows its reason under the field and keeps the dialog open. */
  onRename: (name: string) => Promise<void>;
  onClose: () => void;
};

/** Rename anything with a name: checks it against the contract first, closes once the rename is saved. */
export function RenameDialog({ title, label, currentName, schema, maxLength, onRename, onClose }: RenameDialogProps) {
  const [name, setName] = useState(currentName);
  const [invalid, setInvalid] = useState<string>();
  // The field is the body's `name`: a refusal the check above lets through names it by its label.
  const rename = useAction(onRename, { fields: { name: label } });
  const t = useMessages();

  const submit = async () => {
    const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(name);
    if (!parsed.success) return setInvalid(t(kitWords.renameInvalid, { max: maxLength }));
    setInvalid(undefined);
    if (await rename.run(parsed.data)) onClose();
  };

  return (
    <FormDialog
      title={title}
      submitLabel={t(kitWords.renameSubmit)}
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={rename.pending}
    >
      <TextField
        label={label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={invalid ?? rename.error}
        data-autofocus
        maxLength={maxLength}
      />
    </FormDialog>
  );
}

export type DeleteDialogProps = {
  /** "Delete glossary?". */
  title: string;
  /** What will be lost, in the user's terms. */
  message: ReactNode;
  /** The confirm button names the action: "Delete glossary". */
  confirmLabel: string;
  /** Deletes (and moves on); a rejection shows its reason in the dialog and keeps it open to try again. */
  onDelete: () => Promise<void>;
  onClose: () => void;
};

/** The one confirmation before a delete: busy while the call runs, closes once it is done. */
export function DeleteDialog({ title, message, confirmLabel, onDelete, onClose }: DeleteDialogProps) {
  const remove = useAction(onDelete);
  const confirm = async () => {
    if (await remove.run()) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={title}
      message={
        <>
          {message}
          {remove.error && <span className="mt-2 block text-red-700">{remove.error}</span>}
        </>
      }
      confirmLabel={confirmLabel}
      busy={remove.pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

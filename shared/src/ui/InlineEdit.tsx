import { useEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
// The package, not '../api': the UI kit is its own shared module, and a relative import would bundle a
// second copy of the API client (whose ApiError `errorMessage` must recognise) into it.
import { errorMessage, type ErrorWording } from '@tessera/shared';
import { Alert, Button, cx, Td, Tr } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/**
 * The keys of every inline editor: Enter saves, Shift+Enter starts a new line, Esc cancels. Enter while an
 * input method composes a character confirms the character, not the row.
 */
export function inlineEditKeys(onSave: () => void, onCancel: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
}

/** A text field of an inline editor: a textarea (so line breaks survive an edit) framed as the row being edited. */
export function InlineTextArea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { 'aria-label': string; ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      {...props}
      className={cx(
        'block w-full rounded border-0 px-2 text-sm ring-1 ring-sky-400 ring-inset focus:ring-2 focus:ring-sky-600 focus:outline-none',
        className,
      )}
    />
  );
}

/** A row's own words: "The record could not be saved", its conflict message, "Reload record". */
export type InlineEditWording = { failed: string; conflict: string; reload: string };

export type InlineEditRowProps = {
  /** One cell per edited field. */
  children: ReactNode;
  /** The keys that work here, shown next to the fields. */
  hint: ReactNode;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** The draft's own problem, found before any call. */
  invalid?: string;
  /** The last save's failure (null when none). */
  error: unknown;
  /** The failure is someone else's newer version (409): offer `onReload` instead of saving over it. */
  conflict: boolean;
  onReload: () => void;
  wording: InlineEditWording;
  /** More fields, on a line of their own under the row's cells. */
  details?: ReactNode;
  /** The table's column count, for the failure row below. */
  columns: number;
  /** The names of the fields the save sends, as the row labels them, for a refusal that names one. */
  fields?: ErrorWording['fields'];
};

/**
 * A table row in edit mode: the fields, the key hint, Save and Cancel; below it, when the save failed, why.
 * A conflict offers to reload the current version, since saving again would overwrite someone's change.
 */
export function InlineEditRow({
  children,
  hint,
  busy,
  onSave,
  onCancel,
  invalid,
  error,
  conflict,
  onReload,
  wording,
  details,
  columns,
  fields,
}: InlineEditRowProps) {
  const t = useMessages();
  return (
    <>
      <Tr className="bg-sky-50/70 hover:bg-sky-50/70">
        {children}
        <Td className="py-1 text-xs text-slate-500">{hint}</Td>
        <Td className="py-1 text-end whitespace-nowrap">
          <Button size="sm" variant="primary" busy={busy} onClick={onSave}>
            {t(kitWords.save)}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t(kitWords.cancel)}
          </Button>
        </Td>
      </Tr>
      {details && (
        <Tr className="bg-sky-50/70 hover:bg-sky-50/70">
          <Td colSpan={columns} className="py-2">
            {details}
          </Td>
        </Tr>
      )}
      {(invalid || error) && (
        <Tr className="bg-sky-50/70 hover:bg-sky-50/70">
          <Td colSpan={columns} className="py-2">
            {conflict ? (
              <Alert
                tone="warning"
                title={wording.conflict}
                action={
                  <Button size="sm" onClick={onReload}>
                    {wording.reload}
                  </Button>
                }
              >
                {t(kitWords.inlineEditConflictText)}
              </Alert>
            ) : (
              <Alert tone="error" title={wording.failed}>
                {invalid ?? errorMessage(error, { fields })}
              </Alert>
            )}
          </Td>
        </Tr>
      )}
    </>
  );
}

/**
 * The Edit and Delete buttons of a row, named after the row for screen readers ("Edit record cat"). Delete
 * opens what `confirmDelete` renders, which calls `close` when it is done.
 */
export function RowEditActions({
  name,
  onEdit,
  confirmDelete,
  editRef,
}: {
  name: string;
  onEdit: () => void;
  confirmDelete: (close: () => void) => ReactNode;
  /** The Edit button, where focus returns when the row's editor closes (see useRowFocus). */
  editRef?: Ref<HTMLButtonElement>;
}) {
  const [deleting, setDeleting] = useState(false);
  const t = useMessages();
  return (
    <Td className="text-end whitespace-nowrap">
      <Button ref={editRef} size="sm" variant="ghost" aria-label={t(kitWords.rowEdit, { name })} onClick={onEdit}>
        {t(kitWords.edit)}
      </Button>
      <Button
        size="sm"
        variant="ghost-danger"
        aria-label={t(kitWords.rowDelete, { name })}
        onClick={() => setDeleting(true)}
      >
        {t(kitWords.delete)}
      </Button>
      {deleting && confirmDelete(() => setDeleting(false))}
    </Td>
  );
}

/**
 * The draft of an inline editor, taken from the record when the editor opens. `reload()` asks for the
 * record's newer version (after a 409): once the list brings it (a new `updated_at`), the draft is taken
 * from it and `onReloaded` runs (clear the conflict, focus the first field), so the editor stays open on it.
 * Other refetches leave the draft alone: typed text is never replaced behind the translator's back.
 */
export function useInlineDraft<R extends { updated_at: string }, D>(
  record: R,
  toDraft: (record: R) => D,
  onReloaded: () => void,
) {
  const [draft, setDraft] = useState(() => toDraft(record));
  const [replacing, setReplacing] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  if (replacing !== null && record.updated_at !== replacing) {
    setReplacing(null);
    setDraft(toDraft(record));
    setReloads((n) => n + 1);
  }
  useEffect(() => {
    if (reloads > 0) onReloaded();
    // Only a new version runs it, not a new callback identity.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [reloads]);
  return { draft, setDraft, reload: () => setReplacing(record.updated_at) };
}

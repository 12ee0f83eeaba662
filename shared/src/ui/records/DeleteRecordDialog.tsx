import type { ReactNode, Ref } from 'react';
import { richMessage } from '@tessera/shared/i18n/catalog';
// The package, not '../../api': a relative import would bundle a second copy of the API client into the UI kit.
import { errorMessage, isApiError } from '@tessera/shared';
import { DeleteDialog, useToast } from '@tessera/shared/ui';
import { RowEditActions } from '../InlineEdit.tsx';
import { capitalise } from './EditRecordRow.tsx';
import type { RecordNoun } from './noun.ts';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../../locales/en/kit.arb';

export interface DeleteRecordDialogProps {
  noun: RecordNoun;
  /** What will be deleted, as the user knows it (e.g. "source → target"). */
  summary: ReactNode;
  remove: () => Promise<unknown>;
  refresh: () => Promise<unknown>;
  onClose: () => void;
  /** The record is gone (deleted here, or already by someone else). */
  onDeleted?: () => void;
}

/**
 * Asks before deleting one record. A refusal closes the dialog too: it is told in a toast, and a 404 (someone else
 * deleted it already) shows the list as it is now.
 */
export function DeleteRecordDialog({ noun, summary, remove, refresh, onClose, onDeleted }: DeleteRecordDialogProps) {
  const toast = useToast();
  const t = useMessages();
  const deleteRecord = async () => {
    try {
      await remove();
      onDeleted?.();
      await refresh();
      toast.show(t(kitWords.recordDeleted, { kind: noun.kind, record: capitalise(noun.one) }));
    } catch (error) {
      toast.show(
        t(kitWords.recordDeleteFailed, { kind: noun.kind, record: noun.one, reason: errorMessage(error) }),
        'error',
      );
      if (isApiError(error, 404)) {
        onDeleted?.();
        await refresh();
      }
    }
  };
  return (
    <DeleteDialog
      title={t(kitWords.recordDeleteTitle, { kind: noun.kind, record: noun.one })}
      message={<>{richMessage(t, kitWords.recordDeleteMessage, { summary: <>{summary}</> })}</>}
      confirmLabel={t(kitWords.recordDeleteConfirm, { kind: noun.kind, record: noun.one })}
      onDelete={deleteRecord}
      onClose={onClose}
    />
  );
}

export interface RecordRowActionsProps extends Pick<
  DeleteRecordDialogProps,
  'noun' | 'remove' | 'refresh' | 'onDeleted'
> {
  /** The record's source and target as text: its name for screen readers, and what the confirmation names. */
  source: string;
  target: string;
  onEdit: () => void;
  editRef?: Ref<HTMLButtonElement>;
}

/** The Edit and Delete buttons of a record's row; Delete asks first, naming the record as "source → target". */
export function RecordRowActions({ noun, source, target, onEdit, editRef, ...deletion }: RecordRowActionsProps) {
  const t = useMessages();
  const strong = (text: string) => <span className="font-medium">{text}</span>;
  return (
    <RowEditActions
      name={t(kitWords.recordRowName, { record: noun.one, source })}
      onEdit={onEdit}
      editRef={editRef}
      confirmDelete={(close) => (
        <DeleteRecordDialog
          noun={noun}
          summary={<>{richMessage(t, kitWords.recordSummary, { source: strong(source), target: strong(target) })}</>}
          onClose={close}
          {...deletion}
        />
      )}
    />
  );
}

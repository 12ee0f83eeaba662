import { useRef, useState } from 'react';
import type { Ref } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, glossaryApi, isApiError } from '@tessera/shared';
import { UpdateGlossaryRecordBody } from '@tessera/shared/contract';
import type { GlossaryRecord } from '@tessera/shared/contract';
import { DeleteDialog, InlineEditRow, InlineTextArea, RowEditActions, Td, Tr, inlineEditKeys, useInlineDraft, useToast } from '@tessera/shared/ui';
import { useRefreshGlossary } from './queries.ts';

type Props = {
  record: GlossaryRecord;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  /** The row's Edit button, for the list to put focus back on. */
  editRef?: Ref<HTMLButtonElement>;
  /** The record is gone (deleted here, or already by someone else). */
  onDeleted?: () => void;
};

const wording = {
  failed: 'The record could not be saved',
  conflict: 'This record was changed by someone else since you started editing it.',
  reload: 'Reload record',
};

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function RecordRow({ record, editable, editing, onEdit, onDoneEditing, editRef, onDeleted }: Props) {
  if (editing) return <EditingRow record={record} onDone={onDoneEditing} />;
  return (
    <Tr onDoubleClick={editable ? onEdit : undefined}>
      {/* pre-wrap: terms and comments may hold line breaks, which must show as such. */}
      <Td className="font-medium whitespace-pre-wrap text-slate-900">{record.source}</Td>
      <Td className="whitespace-pre-wrap">{record.target}</Td>
      <Td className="whitespace-pre-wrap text-slate-600">{record.comment}</Td>
      <Td className="text-xs whitespace-nowrap text-slate-500" title={`Created by ${record.created_by_user.username}`}>
        {dateFormat.format(new Date(record.updated_at))} · {(record.updated_by_user ?? record.created_by_user).username}
      </Td>
      {editable && (
        <RowEditActions
          name={`record ${record.source}`}
          onEdit={onEdit}
          editRef={editRef}
          confirmDelete={(close) => <DeleteRecordDialog record={record} onClose={close} onDeleted={onDeleted} />}
        />
      )}
    </Tr>
  );
}

/**
 * Inline editor: Enter saves, Shift+Enter starts a new line, Esc cancels; sends the `updated_at` it read so a
 * concurrent edit gives 409. Fields are textareas that grow with their text, so line breaks survive an edit.
 */
function EditingRow({ record, onDone }: { record: GlossaryRecord; onDone: () => void }) {
  const firstField = useRef<HTMLTextAreaElement>(null);
  const { draft, setDraft, reload: takeNextVersion } = useInlineDraft(record, draftOf, () => {
    save.reset();
    firstField.current?.focus();
  });
  const [invalid, setInvalid] = useState<string>();
  const refresh = useRefreshGlossary(record.glossary_id);
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: UpdateGlossaryRecordBody) => glossaryApi.updateGlossaryRecord(record.id, body),
    onSuccess: async () => {
      await refresh();
      toast.show('Record saved');
      onDone();
    },
  });

  const submit = () => {
    const parsed = UpdateGlossaryRecordBody.safeParse({ ...draft, updated_at: record.updated_at });
    if (!parsed.success) return setInvalid('Source and target must not be empty.');
    setInvalid(undefined);
    save.mutate(parsed.data);
  };

  // The editor stays open on the current version, focus in its first field, ready to edit again.
  const reload = async () => {
    takeNextVersion();
    await refresh();
    toast.show('Loaded the latest version of the record', 'info');
  };

  const input = (key: keyof typeof draft, label: string, autoFocus = false) => (
    <Td className="py-1">
      <InlineTextArea
        ref={autoFocus ? firstField : undefined}
        aria-label={label}
        autoFocus={autoFocus}
        value={draft[key]}
        // One row per line of text; field-sizing (where supported) also grows with wrapped lines.
        rows={draft[key].split('\n').length}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        onKeyDown={inlineEditKeys(submit, onDone)}
        className="min-h-8 resize-none py-1.5 [field-sizing:content]"
      />
    </Td>
  );

  return (
    <InlineEditRow
      hint="Enter saves · Shift+Enter new line · Esc cancels"
      busy={save.isPending}
      onSave={submit}
      onCancel={onDone}
      invalid={invalid}
      error={save.error}
      conflict={isApiError(save.error, 409)}
      onReload={() => void reload()}
      wording={wording}
      columns={5}
    >
      {input('source', 'Edit source', true)}
      {input('target', 'Edit target')}
      {input('comment', 'Edit comment')}
    </InlineEditRow>
  );
}

const draftOf = (record: GlossaryRecord) => ({ source: record.source, target: record.target, comment: record.comment });

function DeleteRecordDialog({ record, onClose, onDeleted }: { record: GlossaryRecord; onClose: () => void; onDeleted?: () => void }) {
  const refresh = useRefreshGlossary(record.glossary_id);
  const toast = useToast();
  // A refusal closes the dialog too: it is told in a toast, and a 404 (someone else deleted it already)
  // shows the list as it is now.
  const remove = async () => {
    try {
      await glossaryApi.deleteGlossaryRecord(record.id);
      onDeleted?.();
      await refresh();
      toast.show(`Record "${record.source}" deleted`);
    } catch (error) {
      toast.show(`The record could not be deleted: ${errorMessage(error)}`, 'error');
      if (isApiError(error, 404)) {
        onDeleted?.();
        await refresh();
      }
    }
  };
  return (
    <DeleteDialog
      title="Delete record?"
      message={
        <>
          <span className="font-medium">{record.source}</span> → <span className="font-medium">{record.target}</span> will be deleted.
        </>
      }
      confirmLabel="Delete record"
      onDelete={remove}
      onClose={onClose}
    />
  );
}

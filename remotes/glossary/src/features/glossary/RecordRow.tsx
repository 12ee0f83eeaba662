import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, glossaryApi, isApiError } from '@tessera/shared';
import { UpdateGlossaryRecordBody } from '@tessera/shared/contract';
import type { GlossaryRecord } from '@tessera/shared/contract';
import { Alert, Button, ConfirmDialog, Td, Tr, useToast } from '@tessera/shared/ui';
import { useRefreshGlossary } from './queries.ts';

type Props = {
  record: GlossaryRecord;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
};

const CONFLICT_MESSAGE = 'This record was changed by someone else since you started editing it.';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function RecordRow({ record, editable, editing, onEdit, onDoneEditing }: Props) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (editing) return <EditingRow record={record} onDone={onDoneEditing} />;
  return (
    <Tr onDoubleClick={editable ? onEdit : undefined}>
      {/* pre-wrap: terms and comments may hold line breaks, which must show as such. */}
      <Td className="font-medium whitespace-pre-wrap text-slate-900">{record.source}</Td>
      <Td className="whitespace-pre-wrap">{record.target}</Td>
      <Td className="whitespace-pre-wrap text-slate-600">{record.comment}</Td>
      <Td className="text-xs whitespace-nowrap text-slate-500" title={`Created by ${record.created_by_user.username}`}>
        {dateFormat.format(new Date(record.updated_at))} · {record.created_by_user.username}
      </Td>
      {editable && (
        <Td className="text-right whitespace-nowrap">
          <Button size="sm" variant="ghost" aria-label={`Edit record ${record.source}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost-danger" aria-label={`Delete record ${record.source}`} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
          {confirmDelete && <DeleteRecordDialog record={record} onClose={() => setConfirmDelete(false)} />}
        </Td>
      )}
    </Tr>
  );
}

/**
 * Inline editor: Enter saves, Shift+Enter starts a new line, Esc cancels; sends the `updated_at` it read so a
 * concurrent edit gives 409. Fields are textareas that grow with their text, so line breaks survive an edit.
 */
function EditingRow({ record, onDone }: { record: GlossaryRecord; onDone: () => void }) {
  const [draft, setDraft] = useState({ source: record.source, target: record.target, comment: record.comment });
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
  const conflict = isApiError(save.error, 409);

  const submit = () => {
    const parsed = UpdateGlossaryRecordBody.safeParse({ ...draft, updated_at: record.updated_at });
    if (!parsed.success) return setInvalid('Source and target must not be empty.');
    setInvalid(undefined);
    save.mutate(parsed.data);
  };

  const reload = async () => {
    await refresh();
    toast.show('Loaded the latest version of the record', 'info');
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter while an input method composes a character confirms the character, not the record.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  const input = (key: keyof typeof draft, label: string, autoFocus = false) => (
    <textarea
      aria-label={label}
      autoFocus={autoFocus}
      value={draft[key]}
      // One row per line of text; field-sizing (where supported) also grows with wrapped lines.
      rows={draft[key].split('\n').length}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      onKeyDown={onKeyDown}
      className="block min-h-8 w-full resize-none rounded border-0 px-2 py-1.5 text-sm ring-1 ring-sky-400 ring-inset [field-sizing:content] focus:ring-2 focus:ring-sky-600 focus:outline-none"
    />
  );

  return (
    <>
      <Tr className="bg-sky-50/70 hover:bg-sky-50/70">
        <Td className="py-1">{input('source', 'Edit source', true)}</Td>
        <Td className="py-1">{input('target', 'Edit target')}</Td>
        <Td className="py-1">{input('comment', 'Edit comment')}</Td>
        <Td className="py-1 text-xs text-slate-500">Enter saves · Shift+Enter new line · Esc cancels</Td>
        <Td className="py-1 text-right whitespace-nowrap">
          <Button size="sm" variant="primary" busy={save.isPending} onClick={submit}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Td>
      </Tr>
      {(invalid || save.isError) && (
        <Tr className="bg-sky-50/70 hover:bg-sky-50/70">
          <Td colSpan={5} className="py-2">
            {conflict ? (
              <Alert
                tone="warning"
                title={CONFLICT_MESSAGE}
                action={
                  <Button size="sm" onClick={() => void reload()}>
                    Reload record
                  </Button>
                }
              >
                Your changes were not saved. Reload to see the current version, then edit again.
              </Alert>
            ) : (
              <Alert tone="error" title="The record could not be saved">
                {invalid ?? errorMessage(save.error)}
              </Alert>
            )}
          </Td>
        </Tr>
      )}
    </>
  );
}

function DeleteRecordDialog({ record, onClose }: { record: GlossaryRecord; onClose: () => void }) {
  const refresh = useRefreshGlossary(record.glossary_id);
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => glossaryApi.deleteGlossaryRecord(record.id),
    onSuccess: async () => {
      await refresh();
      toast.show(`Record "${record.source}" deleted`);
      onClose();
    },
    onError: async (error) => {
      toast.show(`The record could not be deleted: ${errorMessage(error)}`, 'error');
      // A 404 means someone else deleted it already: show the list as it is now.
      if (isApiError(error, 404)) await refresh();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title="Delete record?"
      message={
        <>
          <span className="font-medium">{record.source}</span> → <span className="font-medium">{record.target}</span> will be deleted.
        </>
      }
      confirmLabel="Delete record"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}

import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError, tmApi } from '@tessera/shared';
import type { TmRecord, UpdateTmRecordBody } from '@tessera/shared/contract';
import { Alert, Button, ConfirmDialog, Td, Tr, useToast } from '@tessera/shared/ui';
import { useRefreshTm } from './queries.ts';
import { Segment } from './Segment.tsx';
import { editableText, hasInlineElements, markupFromEditor } from './segments.ts';

type Props = {
  record: TmRecord;
  search: string;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
};

const CONFLICT_MESSAGE = 'This unit was changed by someone else since you started editing it.';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function UnitRow({ record, search, editable, editing, onEdit, onDoneEditing }: Props) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (editing) return <EditingRow record={record} onDone={onDoneEditing} />;
  const changed = record.change_date ?? record.creation_date;
  const who = record.change_id ?? record.creation_id;
  return (
    <Tr onDoubleClick={editable ? onEdit : undefined}>
      <Td className="text-slate-900">
        <Segment markup={record.source} search={search} />
      </Td>
      <Td>
        <Segment markup={record.target} search={search} />
      </Td>
      <Td className="text-xs whitespace-nowrap text-slate-500">
        {changed ? dateFormat.format(new Date(changed)) : '—'}
        {who ? ` · ${who}` : ''}
      </Td>
      {editable && (
        <Td className="text-right whitespace-nowrap">
          <Button size="sm" variant="ghost" aria-label={`Edit unit ${record.source_text}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost-danger" aria-label={`Delete unit ${record.source_text}`} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
          {confirmDelete && <DeleteUnitDialog record={record} onClose={() => setConfirmDelete(false)} />}
        </Td>
      )}
    </Tr>
  );
}

/**
 * Inline editor: Enter saves, Esc cancels; sends the `updated_at` it read so a concurrent edit gives 409.
 * Plain segments are edited as text; segments with inline tags as their TMX markup, so no code is lost.
 */
function EditingRow({ record, onDone }: { record: TmRecord; onDone: () => void }) {
  const [draft, setDraft] = useState({ source: editableText(record.source), target: editableText(record.target) });
  const [invalid, setInvalid] = useState<string>();
  const refresh = useRefreshTm(record.tm_id);
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: UpdateTmRecordBody) => tmApi.updateTmRecord(record.id, body),
    onSuccess: async () => {
      await refresh();
      toast.show('Unit saved');
      onDone();
    },
  });
  const conflict = isApiError(save.error, 409) && /changed this unit/.test(errorMessage(save.error));
  const withMarkup = hasInlineElements(record.source) || hasInlineElements(record.target);

  const submit = () => {
    if (draft.source.trim() === '' || draft.target.trim() === '') return setInvalid('Source and target must not be empty.');
    setInvalid(undefined);
    save.mutate({
      source: markupFromEditor(record.source, draft.source),
      target: markupFromEditor(record.target, draft.target),
      updated_at: record.updated_at,
    });
  };

  const reload = async () => {
    await refresh();
    toast.show('Loaded the latest version of the unit', 'info');
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
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
      rows={Math.min(6, Math.max(1, Math.ceil(draft[key].length / 60)))}
      value={draft[key]}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      onKeyDown={onKeyDown}
      className={`block w-full resize-y rounded border-0 px-2 py-1 text-sm ring-1 ring-sky-400 ring-inset focus:ring-2 focus:ring-sky-600 focus:outline-none ${withMarkup ? 'font-mono text-xs' : ''}`}
    />
  );

  return (
    <>
      <Tr className="bg-sky-50/70 hover:bg-sky-50/70">
        <Td className="py-1">{input('source', 'Edit source', true)}</Td>
        <Td className="py-1">{input('target', 'Edit target')}</Td>
        <Td className="py-1 text-xs text-slate-500">
          Enter saves · Esc cancels
          {withMarkup && <span className="block">Inline tags are shown as TMX markup; keep them.</span>}
        </Td>
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
          <Td colSpan={4} className="py-2">
            {conflict ? (
              <Alert
                tone="warning"
                title={CONFLICT_MESSAGE}
                action={
                  <Button size="sm" onClick={() => void reload()}>
                    Reload unit
                  </Button>
                }
              >
                Your changes were not saved. Reload to see the current version, then edit again.
              </Alert>
            ) : (
              <Alert tone="error" title="The unit could not be saved">
                {invalid ?? errorMessage(save.error)}
              </Alert>
            )}
          </Td>
        </Tr>
      )}
    </>
  );
}

function DeleteUnitDialog({ record, onClose }: { record: TmRecord; onClose: () => void }) {
  const refresh = useRefreshTm(record.tm_id);
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => tmApi.deleteTmRecord(record.id),
    onSuccess: async () => {
      await refresh();
      toast.show('Unit deleted');
      onClose();
    },
    onError: async (error) => {
      toast.show(`The unit could not be deleted: ${errorMessage(error)}`, 'error');
      if (isApiError(error, 404)) await refresh();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title="Delete unit?"
      message={
        <>
          <span className="font-medium">{record.source_text}</span> → <span className="font-medium">{record.target_text}</span> will be deleted.
        </>
      }
      confirmLabel="Delete unit"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}

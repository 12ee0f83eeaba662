import { useRef, useState } from 'react';
import type { Ref } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError, tmApi } from '@tessera/shared';
import type { TmRecord, UpdateTmRecordBody } from '@tessera/shared/contract';
import { DeleteDialog, InlineEditRow, InlineTextArea, RowEditActions, Td, Tr, inlineEditKeys, useInlineDraft, useToast } from '@tessera/shared/ui';
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
  /** The row's Edit button, for the list to put focus back on. */
  editRef?: Ref<HTMLButtonElement>;
  /** The unit is gone (deleted here, or already by someone else). */
  onDeleted?: () => void;
};

const wording = {
  failed: 'The unit could not be saved',
  conflict: 'This unit was changed by someone else since you started editing it.',
  reload: 'Reload unit',
};

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function UnitRow({ record, search, editable, editing, onEdit, onDoneEditing, editRef, onDeleted }: Props) {
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
        <RowEditActions
          name={`unit ${record.source_text}`}
          onEdit={onEdit}
          editRef={editRef}
          confirmDelete={(close) => <DeleteUnitDialog record={record} onClose={close} onDeleted={onDeleted} />}
        />
      )}
    </Tr>
  );
}

/**
 * Inline editor: Enter saves, Esc cancels; sends the `updated_at` it read so a concurrent edit gives 409.
 * Plain segments are edited as text; segments with inline tags as their TMX markup, so no code is lost.
 */
function EditingRow({ record, onDone }: { record: TmRecord; onDone: () => void }) {
  const firstField = useRef<HTMLTextAreaElement>(null);
  const { draft, setDraft, reload: takeNextVersion } = useInlineDraft(record, draftOf, () => {
    save.reset();
    firstField.current?.focus();
  });
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
    const source = markupFromEditor(record.source, draft.source);
    const target = markupFromEditor(record.target, draft.target);
    if ('problem' in source) return setInvalid(`Source: ${source.problem}`);
    if ('problem' in target) return setInvalid(`Target: ${target.problem}`);
    setInvalid(undefined);
    save.mutate({ source: source.markup, target: target.markup, updated_at: record.updated_at });
  };

  // The editor stays open on the current version, focus in its first field, ready to edit again.
  const reload = async () => {
    takeNextVersion();
    await refresh();
    toast.show('Loaded the latest version of the unit', 'info');
  };

  const input = (key: keyof typeof draft, label: string, autoFocus = false) => (
    <Td className="py-1">
      <InlineTextArea
        ref={autoFocus ? firstField : undefined}
        aria-label={label}
        autoFocus={autoFocus}
        rows={Math.min(6, Math.max(1, Math.ceil(draft[key].length / 60)))}
        value={draft[key]}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        onKeyDown={inlineEditKeys(submit, onDone)}
        className="resize-y py-1"
      />
    </Td>
  );

  return (
    <InlineEditRow
      hint={
        <>
          Enter saves · Esc cancels
          {withMarkup && <span className="block">Tags are shown as ⟨1⟩ … ⟨/1⟩: move them if needed, keep each one.</span>}
        </>
      }
      busy={save.isPending}
      onSave={submit}
      onCancel={onDone}
      invalid={invalid}
      error={save.error}
      conflict={conflict}
      onReload={() => void reload()}
      wording={wording}
      columns={4}
    >
      {input('source', 'Edit source', true)}
      {input('target', 'Edit target')}
    </InlineEditRow>
  );
}

const draftOf = (record: TmRecord) => ({ source: editableText(record.source), target: editableText(record.target) });

function DeleteUnitDialog({ record, onClose, onDeleted }: { record: TmRecord; onClose: () => void; onDeleted?: () => void }) {
  const refresh = useRefreshTm(record.tm_id);
  const toast = useToast();
  // A refusal closes the dialog too: it is told in a toast, and a 404 shows the list as it is now.
  const remove = async () => {
    try {
      await tmApi.deleteTmRecord(record.id);
      onDeleted?.();
      await refresh();
      toast.show('Unit deleted');
    } catch (error) {
      toast.show(`The unit could not be deleted: ${errorMessage(error)}`, 'error');
      if (isApiError(error, 404)) {
        onDeleted?.();
        await refresh();
      }
    }
  };
  return (
    <DeleteDialog
      title="Delete unit?"
      message={
        <>
          <span className="font-medium">{record.source_text}</span> → <span className="font-medium">{record.target_text}</span> will be deleted.
        </>
      }
      confirmLabel="Delete unit"
      onDelete={remove}
      onClose={onClose}
    />
  );
}

/**
 * The records kit (`@tessera/shared/records`): inline-editable, searchable, paged records of a resource (glossary
 * terms, TM units). Not a federation singleton: the remotes that show records (glossary, TM) bundle it, so no other
 * page downloads it. It holds no state of its own and reaches the kit (buttons, toasts, dialogs) through
 * `@tessera/shared/ui`, the shared singleton, never by relative path.
 */
export { RecordsPanel } from './RecordsPanel.tsx';
export type { NewRecordFormWiring, RecordsPage, RecordsPanelProps } from './RecordsPanel.tsx';
export { EditRecordRow } from './EditRecordRow.tsx';
export type { DraftEditor, EditRecordRowProps, RecordDraft } from './EditRecordRow.tsx';
export { NewRecordForm } from './NewRecordForm.tsx';
export type { NewRecordField, NewRecordFormProps } from './NewRecordForm.tsx';
export { DeleteRecordDialog, RecordRowActions } from './DeleteRecordDialog.tsx';
export type { DeleteRecordDialogProps, RecordRowActionsProps } from './DeleteRecordDialog.tsx';
export { ShownRecordRow } from './ShownRecordRow.tsx';
export type { EditRowWiring, RecordRowProps, ShownRecordRowProps, ShownRowWiring } from './ShownRecordRow.tsx';
export type { RecordNoun } from './noun.ts';
export { Highlighted, highlightRanges } from './Highlighted.tsx';
export { InlineEditRow, InlineTextArea, RowEditActions, inlineEditKeys, useInlineDraft } from '../InlineEdit.tsx';
export { useEditableRows, useRowFocus } from '../useRowFocus.ts';
export type { EditableRowProps } from '../useRowFocus.ts';
export type { InlineEditRowProps, InlineEditWording } from '../InlineEdit.tsx';

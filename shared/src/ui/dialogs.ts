// The kit's dialogs, one chunk that ./lazyDialogs.tsx loads the first time a dialog opens.
export { Dialog, ConfirmDialog, FormDialog } from './Dialog.tsx';
export { RenameDialog, DeleteDialog } from './ActionDialogs.tsx';
export { ImportFileDialog } from './ImportFileDialog.tsx';

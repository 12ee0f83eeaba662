// The kit's dialogs, one chunk that ./lazyDialogs.tsx loads the first time a dialog opens, with the import toast
// that follows what an import dialog started.
export { Dialog, ConfirmDialog, FormDialog } from './Dialog.tsx';
export { RenameDialog, DeleteDialog } from './ActionDialogs.tsx';
export { ImportFileDialog } from './ImportFileDialog.tsx';
export { trackImport } from './trackImport.ts';

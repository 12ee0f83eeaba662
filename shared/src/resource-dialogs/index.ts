export { ImportResourceDialog, NewResourceDialog } from './ResourceDialogs.tsx';
export type {
  ImportFields,
  ImportResourceDialogProps,
  LanguageForm,
  LanguageFormErrors,
  NewResourceDialogProps,
  ResourceKind,
} from './ResourceDialogs.tsx';

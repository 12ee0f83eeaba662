/**
 * The Tessera UI kit: Tailwind v4, sky as primary, every control with an accessible name. A federation singleton
 * (one toast context per page), provided by the shell to every screen: what only one or two apps use is at its
 * own subpath instead, bundled by the apps that import it (`@tessera/shared/ui/menu`, `…/api-tokens`,
 * `…/sign-in-again`, `…/language-fields`, `…/one-time-secret`, the account forms at `…/account`), and imports the rest of the kit from here. Paging, paged-list search
 * and import alerts are a singleton of their own, which the shell provides only to the screens that ask for it
 * (`@tessera/shared/ui/lists`).
 */
export { cx } from './cx.ts';
export { Page, PageHeader, Toolbar, Card, Badge } from './Layout.tsx';
export { Button, linkClass } from './Button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button.tsx';
export { TextField, NumberField, TextArea, Select, Checkbox } from './fields.tsx';
export type {
  TextFieldProps,
  NumberFieldProps,
  TextAreaProps,
  SelectProps,
  SelectOption,
  CheckboxProps,
} from './fields.tsx';
export {
  Dialog,
  ConfirmDialog,
  FormDialog,
  RenameDialog,
  DeleteDialog,
  ImportFileDialog,
  trackImport,
} from './lazyDialogs.tsx';
export type { DialogProps, ConfirmDialogProps, FormDialogProps } from './Dialog.tsx';
export type { RenameDialogProps, DeleteDialogProps } from './ActionDialogs.tsx';
export { useNameSchema } from './nameSchema.ts';
export type { NameSchema, NameSchemaSource } from './nameSchema.ts';
// The toasts' context must be one instance: remotes take this entry from the shell (see ../core.ts).
export { ToastProvider, useToast } from '@tessera/shared/ui/toast';
export type { ToastAction, ToastApi, ToastOptions, ToastTone } from './Toast.tsx';
export { Spinner, ProgressBar, EmptyState, ErrorState, Alert } from './states.tsx';
export { QueryErrorState } from './QueryErrorState.tsx';
export { FailureAlert } from './FailureAlert.tsx';
export { lazyPart, loadAtFirstPress } from './lazyPart.tsx';
export type { LazyPartOptions } from './lazyPart.tsx';
export { isImportRunning } from './importedItem.ts';
export type { ImportedItem } from './importedItem.ts';
export type { TrackImportOptions } from './trackImport.ts';
export type { ImportFileChoice, ImportFileField } from './ImportFileDialog.tsx';
export {
  LANGUAGE_NOT_SET,
  PROCESSING_STATUS_LABELS,
  ProcessingBadge,
  ResourceNameCell,
  languagePair,
} from './ResourceStatus.tsx';
export { Table, THead, TBody, Tr, Th, Td } from './Table.tsx';
export { ListStates } from './ListStates.tsx';
export type { PageQuery } from './ListStates.tsx';
export { ListSection } from './ListSection.tsx';
export { sizeLimit } from './sizeLimit.ts';

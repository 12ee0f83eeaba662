/** The Tessera UI kit: Tailwind v4, sky as primary, every control with an accessible name. */
export { cx } from './cx.ts';
export { Page, PageHeader, Toolbar, Card, Badge } from './Layout.tsx';
export { Button, linkClass } from './Button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button.tsx';
export { TextField, TextArea, Select, Checkbox } from './fields.tsx';
export type { TextFieldProps, TextAreaProps, SelectProps, SelectOption, CheckboxProps } from './fields.tsx';
export { Table, THead, TBody, Tr, Th, Td } from './Table.tsx';
export { Pagination, pageCount } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
export { Dialog, ConfirmDialog } from './Dialog.tsx';
export type { DialogProps, ConfirmDialogProps } from './Dialog.tsx';
export { ToastProvider, useToast } from './Toast.tsx';
export type { ToastTone } from './Toast.tsx';
export { Spinner, ProgressBar, EmptyState, ErrorState, Alert } from './states.tsx';
export { Menu } from './Menu.tsx';
export { useDebouncedValue } from './useDebouncedValue.ts';
export type { MenuItem } from './Menu.tsx';

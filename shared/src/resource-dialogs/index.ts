export { ImportResourceDialog, NewResourceDialog } from './ResourceDialogs.tsx';
export type {
  ImportFields,
  ImportResourceDialogProps,
  LanguageForm,
  LanguageFormErrors,
  NewResourceDialogProps,
  ResourceKind,
} from './ResourceDialogs.tsx';
export type { ImportIntoResourceDialogProps, ResourceScreenKind, ScreenResource } from './ResourceScreenDialogs.tsx';
export { ResourceListSection } from './ResourceListSection.tsx';
export type { ListedResource, ResourceListSectionProps } from './ResourceListSection.tsx';
export { ResourceScreen } from './ResourceScreen.tsx';
export type { ResourceScreenProps, ScreenItem } from './ResourceScreen.tsx';
export type { ResourceHeaderParts } from './ResourceHeader.tsx';
export { resourceQueries } from './queries.ts';
export type { ResourceQueriesOptions } from './queries.ts';

export { ImportResourceDialog, NewResourceDialog } from './ResourceDialogs.tsx';
export type { ImportResourceDialogProps, NewResourceDialogProps } from './ResourceDialogs.tsx';
export type {
  ImportIntoResourceDialogProps,
  ResourceScreenKind,
  ScreenItem,
  ScreenResource,
} from './ResourceScreenDialogs.tsx';
export { ResourceListSection } from './ResourceListSection.tsx';
export type { ListedResource, ResourceListSectionProps } from './ResourceListSection.tsx';
export { ResourceScreen } from './ResourceScreen.tsx';
export type { ResourceScreenProps } from './ResourceScreen.tsx';
export type { ResourceHeaderParts } from './ResourceHeader.tsx';
export { resourceQueries } from './queries.ts';
export type { ResourceQueriesOptions } from './queries.ts';

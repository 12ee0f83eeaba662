export { TargetEditor } from './TargetEditor.tsx';
export type { TargetEditorHandle } from './TargetEditor.tsx';

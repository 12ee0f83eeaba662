export { SegmentGrid } from './SegmentGrid.tsx';
export type { GridHandle } from './SegmentGrid.tsx';
export { useAutosave } from './autosave.ts';

export { PreviewToggle, usePreviewShown } from './PreviewToggle.tsx';

/** The preview beside the grid: its code comes when the translator first opens it. */
export const loadPreviewPane = () => import('./PreviewPane.tsx');

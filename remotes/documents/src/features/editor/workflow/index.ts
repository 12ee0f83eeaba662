export { StepBar } from './StepBar.tsx';
export { confirmationIn, waiting } from './confirmation.ts';
export type { Confirmation } from './confirmation.ts';
export { useReviewVerdict } from './reviewVerdict.tsx';

/** The review notes of a segment, shown in its details: their code comes when first shown. */
export const loadReviewNotes = () => import('./ReviewNotes.tsx');

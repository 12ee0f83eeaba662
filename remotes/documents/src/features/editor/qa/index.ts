export { useConfirmQaErrors, useQaErrorsAfterSave } from './ConfirmQaErrors.tsx';

import type { ProcessingStatus } from '../contract/common.ts';

/** What an import toast follows: an item's name and import state, as the API answers it. */
export type ImportedItem = {
  id: number;
  name: string;
  processing_status: ProcessingStatus;
  processing_progress: number;
  processing_error: string | null;
};

export const isImportRunning = (item: Pick<ImportedItem, 'processing_status'> | undefined) =>
  item?.processing_status === 'pending' ||
  item?.processing_status === 'uploaded' ||
  item?.processing_status === 'processing';

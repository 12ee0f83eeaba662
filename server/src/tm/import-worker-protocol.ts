import type { LanguagePair } from '../formats/tmx/languages.ts';
import type { UnitColumns } from './import-batch.ts';

export interface ImportWorkerData {
  filePath: string;
  sourceLang?: string | undefined;
  targetLang?: string | undefined;
  batchSize: number;
}

/** One batch the TMX worker posts (jobs/worker-batches.ts); its result, once the file is read, is the TmxReadSummary. */
export interface ImportBatch {
  columns: UnitColumns;
  /** Bytes of the file read so far (for progress). */
  bytesRead: number;
  /** The language pair, once settled (always set from the first batch on). */
  pair: LanguagePair | null;
}

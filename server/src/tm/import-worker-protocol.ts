import type { LanguagePair } from '../formats/tmx/languages.ts';
import type { TmxReadSummary } from '../formats/tmx/reader.ts';
import type { UnitColumns } from './import-batch.ts';

export interface ImportWorkerData {
  filePath: string;
  sourceLang?: string | undefined;
  targetLang?: string | undefined;
  batchSize: number;
}

export type ImportWorkerMessage =
  | { type: 'batch'; columns: UnitColumns; bytesRead: number; pair: LanguagePair | null }
  | { type: 'done'; summary: TmxReadSummary }
  | { type: 'error'; message: string; formatError: boolean };

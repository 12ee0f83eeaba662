import type { TranslationMemory } from '../contract/tm.ts';
import { api } from './client.ts';

/** GET /translation_memory/: every translation memory. */
export const listTranslationMemories = (signal?: AbortSignal) =>
  api.get<TranslationMemory[]>('/translation_memory/', undefined, signal);

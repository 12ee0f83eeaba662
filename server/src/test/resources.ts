/** Glossaries, TMs and their records made through the API, for tests that need one to work on. */
import type { Glossary, GlossaryRecord, TmRecord, TranslationMemory } from '@tessera/shared/contract';
import type { Client } from './harness.ts';

type NewResource = { name: string; source_lang: string; target_lang: string };

export async function createGlossary(client: Client, payload: NewResource): Promise<Glossary> {
  return (await client.inject({ method: 'POST', url: '/api/glossary/', payload })).json();
}

export async function createGlossaryRecord(
  client: Client,
  glossaryId: number,
  payload: { source: string; target: string; comment?: string },
): Promise<GlossaryRecord> {
  return (await client.inject({ method: 'POST', url: `/api/glossary/${glossaryId}/records`, payload })).json();
}

export async function createTm(client: Client, payload: NewResource): Promise<TranslationMemory> {
  return (await client.inject({ method: 'POST', url: '/api/translation_memory/', payload })).json();
}

export async function createTmUnit(
  client: Client,
  tmId: number,
  payload: { source: string; target: string },
): Promise<TmRecord> {
  return (await client.inject({ method: 'POST', url: `/api/translation_memory/${tmId}/records`, payload })).json();
}

import { use } from 'react';

/** What the rename dialog needs of a name schema (the contract's zod schemas fit): the cleaned name or a refusal. */
export type NameSchema = { safeParse(value: string): { success: true; data: string } | { success: false } };

/** A name schema, or a loader of it (`async () => (await import('@tessera/shared/contract')).ResourceName`). */
export type NameSchemaSource = NameSchema | (() => Promise<NameSchema>);

const loadedSchemas = new WeakMap<() => Promise<NameSchema>, Promise<NameSchema>>();

/** The schema of a source, suspending (React `use`) while its loader runs the first time. */
export function useNameSchema(source: NameSchemaSource): NameSchema {
  if (typeof source !== 'function') return source;
  let loading = loadedSchemas.get(source);
  if (!loading) loadedSchemas.set(source, (loading = source()));
  return use(loading);
}

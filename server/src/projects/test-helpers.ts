import { expect } from 'vitest';
import type { Document, Project, TranslationMemory } from '@tessera/shared/contract';
import type { Client, TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';

/** An XLIFF 1.2 file of these sources (targets empty, or given). */
export function xliffOf(segments: readonly (string | { source: string; target: string; state?: string })[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const units = segments.map((segment, index) => {
    const { source, target, state } =
      typeof segment === 'string' ? { source: segment, target: undefined, state: undefined } : segment;
    const targetXml =
      target === undefined ? '' : `<target${state ? ` state="${state}"` : ''}>${escape(target)}</target>`;
    return `<trans-unit id="u${index + 1}"><source>${escape(source)}</source>${targetXml}</trans-unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    ${units.join('\n    ')}
  </body></file>
</xliff>`;
}

export async function createProject(client: Client, name = 'Release 5'): Promise<Project> {
  const response = await client.inject({
    method: 'POST',
    url: '/api/projects/',
    payload: { name, source_lang: 'en', target_lang: 'de' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function uploadInto(
  t: TestContext,
  client: Client,
  content: string,
  fields: Record<string, string> = {},
  name = 'doc.xlf',
): Promise<Document> {
  const response = await client.inject({
    method: 'POST',
    url: '/api/document/',
    ...multipart(fields, { name, content }),
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle();
  return (await client.inject(`/api/document/${response.json().id}`)).json();
}

export async function createTm(
  t: TestContext,
  client: Client,
  name: string,
  units: readonly { source: string; target: string }[],
): Promise<TranslationMemory> {
  const created = await client.inject({
    method: 'POST',
    url: '/api/translation_memory/',
    payload: { name, source_lang: 'en', target_lang: 'de' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const tm = created.json() as TranslationMemory;
  for (const unit of units) {
    const response = await client.inject({
      method: 'POST',
      url: `/api/translation_memory/${tm.id}/records`,
      payload: unit,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  await t.app.jobs.idle();
  return tm;
}

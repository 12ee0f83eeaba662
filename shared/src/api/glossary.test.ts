import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Glossary, GlossaryRecordPage } from '../contract/glossary.ts';
import { db, mockServer, resetMockDb } from '../mocks/node.ts';
import { isApiError } from './client.ts';
import * as glossaryApi from './glossary.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMockDb());

describe('glossary API calls', () => {
  it('reads a page of records with page and search as query parameters', async () => {
    const page = GlossaryRecordPage.parse(await glossaryApi.listGlossaryRecords(1, { page: 1, search: '' }));
    expect([page.records.length, page.total_rows]).toEqual([25, 125]);
  });

  it('turns the empty-body 404 of a missing glossary into an ApiError with status 404', async () => {
    const error = await glossaryApi.getGlossary(999).catch((e: unknown) => e);
    expect(isApiError(error, 404)).toBe(true);
  });

  it('uploads an import as multipart with its fields and answers the pending glossary', async () => {
    const file = new File(['source,target\nhello,hallo\n'], 'greetings.csv', { type: 'text/csv' });
    const glossary = Glossary.parse(await glossaryApi.importGlossary(file, { name: 'Greetings', source_lang: 'en', target_lang: 'de' }));
    expect(glossary).toMatchObject({ name: 'Greetings', processing_status: 'pending', source_lang: 'en', target_lang: 'de' });
    expect(db.pendingImports.get(glossary.id)?.fileName).toBe('greetings.csv');
  });

  it('builds the download URL under the API base', () => {
    expect(glossaryApi.glossaryDownloadUrl(3, 'tbx')).toBe('/api/glossary/3/download?format=tbx');
  });
});

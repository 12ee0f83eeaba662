import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

  describe('downloadGlossary', () => {
    const clicked: Array<{ href: string; download: string }> = [];
    beforeEach(() => {
      clicked.length = 0;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      delete (globalThis as Record<string, unknown>)[glossaryApi.MOCK_API_FLAG];
    });

    it('follows a plain link to the export against a real API', async () => {
      await glossaryApi.downloadGlossary(1, 'csv');
      expect(clicked).toEqual([{ href: '/api/glossary/1/download?format=csv', download: '' }]);
    });

    it('fetches the file and saves it under its server name while the mock API runs', async () => {
      (globalThis as Record<string, unknown>)[glossaryApi.MOCK_API_FLAG] = true;
      await glossaryApi.downloadGlossary(1, 'csv');
      expect(clicked).toHaveLength(1);
      expect(clicked[0].href).toMatch(/^blob:/);
      expect(clicked[0].download).toBe('Product_UI_terminology.csv');
    });

    it('reports a refused export as an ApiError with the server message', async () => {
      (globalThis as Record<string, unknown>)[glossaryApi.MOCK_API_FLAG] = true;
      const error = await glossaryApi.downloadGlossary(1, 'xlsx').catch((e: unknown) => e);
      expect(isApiError(error, 501) && error.message).toMatch(/cannot write XLSX/);
      expect(clicked).toHaveLength(0);
    });
  });
});

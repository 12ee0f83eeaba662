import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
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
    const glossary = Glossary.parse(
      await glossaryApi.importGlossary(file, { name: 'Greetings', source_lang: 'en', target_lang: 'de' }),
    );
    expect(glossary).toMatchObject({
      name: 'Greetings',
      processing_status: 'pending',
      source_lang: 'en',
      target_lang: 'de',
    });
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
      mockServer.resetHandlers();
    });

    it('checks the export with HEAD, then follows a plain link to it (streamed by the browser) against a real API', async () => {
      mockServer.use(http.head('*/api/glossary/1/download', () => new HttpResponse(null, { status: 200 })));
      await glossaryApi.downloadGlossary(1, 'csv');
      expect(clicked).toEqual([{ href: '/api/glossary/1/download?format=csv', download: '' }]);
    });

    it('reports an export the real API refuses with its message, and downloads nothing', async () => {
      const busy = { message: 'The glossary is still being imported' };
      mockServer.use(
        http.head('*/api/glossary/1/download', () => new HttpResponse(null, { status: 409 })),
        http.get('*/api/glossary/1/download', () => HttpResponse.json(busy, { status: 409 })),
      );
      const error = await glossaryApi.downloadGlossary(1, 'csv').catch((e: unknown) => e);
      expect(isApiError(error, 409) && error.message).toBe(busy.message);
      expect(clicked).toHaveLength(0);
    });
  });
});

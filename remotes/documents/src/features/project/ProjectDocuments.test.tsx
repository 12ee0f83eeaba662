import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectDocumentsRequest } from '@tessera/shared/api/projects';
import type { Document, ProgressFigures, ProjectDocumentPage, ProjectProgress } from '@tessera/shared/contract';
import { unscored } from '@tessera/shared/mocks/node';
import { testDocument, testProject } from '../../common/testing.tsx';
import { ProjectDocuments } from './ProjectDocuments.tsx';
import { useDocumentsView } from './useDocumentsView.ts';

afterEach(cleanup);

const project = testProject({ target_langs: ['de', 'fr'] });
/** Twenty files, each a document in German and one in French (ids 1–20 and 21–40). */
const documents = (['de', 'fr'] as const).flatMap((target_lang, language) =>
  Array.from({ length: 20 }, (_, index) =>
    testDocument({ id: language * 20 + index + 1, name: `chapter-${index + 1}.xlf`, target_lang, project_id: 3 }),
  ),
);
/** Document n has n × 10 of its 400 words confirmed. */
const figuresOf = (id: number): ProgressFigures => ({
  segments: { total: 40, translated: 20, approved: id, reviewed: 0 },
  words: { total: 400, translated: 200, approved: id * 10, reviewed: 0 },
});
const languages: ProjectProgress['languages'] = [
  {
    target_lang: 'de',
    documents: 20,
    segments: { total: 800, translated: 400, approved: 210, reviewed: 0 },
    words: { total: 8000, translated: 4000, approved: 2100, reviewed: 0 },
  },
  {
    target_lang: 'fr',
    documents: 20,
    segments: { total: 800, translated: 800, approved: 610, reviewed: 0 },
    words: { total: 8000, translated: 8000, approved: 6100, reviewed: 0 },
  },
];

/** A page of these documents as the server answers it, of a project of `total` documents. */
const pageOf = (shown: readonly Document[], total = shown.length): ProjectDocumentPage => ({
  records: shown.map((document) => ({
    ...document,
    progress: figuresOf(document.id),
    handoff: null,
    quality: unscored(document),
  })),
  total_rows: total,
  summary: { documents: total, importing: 0, failed: 0, first_failed: null },
});

/** The documents of `page`, shown as the project page shows them; `asked` gets each request the view makes. */
function Documents({
  page,
  asked,
  onUploadAgain,
}: {
  page: ProjectDocumentPage;
  asked: ProjectDocumentsRequest[];
  onUploadAgain?: (document: Document) => void;
}) {
  const view = useDocumentsView();
  asked.push(view.request);
  return (
    <ProjectDocuments
      project={project}
      view={view}
      page={{ data: page, isPending: false, isPlaceholderData: false }}
      languages={languages}
      onUploadAgain={onUploadAgain}
    />
  );
}

const renderDocuments = (page: ProjectDocumentPage, onUploadAgain?: (document: Document) => void) => {
  const asked: ProjectDocumentsRequest[] = [];
  // Each row's quality score asks for the typology's names only when it has errors: these have none.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Documents page={page} asked={asked} onUploadAgain={onUploadAgain} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
};

describe("a project's documents, twenty files in two languages", () => {
  it("adds up each language's progress, and shows one bar per document, its figures on demand", async () => {
    renderDocuments(pageOf(documents));
    const german = screen.getByRole('region', { name: 'German (de)' });
    expect(within(german).getByRole('heading').textContent).toBe('German (de) · 20 documents');
    expect(
      within(german)
        .getByRole('progressbar', { name: 'Translated segments of German (de)' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    const table = screen.getByRole('table', { name: 'Documents of the project' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(40);
    expect(rows.map((row) => within(row).getAllByRole('progressbar').length)).toEqual(Array(40).fill(1));
    const row = within(table).getByRole('progressbar', { name: 'Progress of chapter-7.xlf (de)' }).closest('tr')!;
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('18');
    expect(row.textContent).toContain('70 / 400 words confirmed');
    expect(row.textContent).toContain('German (de)');

    const details = within(row).getByRole('button', { name: 'Details of chapter-7.xlf (de)' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(row).getAllByRole('progressbar')).toHaveLength(7);
    expect(
      within(row)
        .getByRole('progressbar', { name: 'Translated segments of chapter-7.xlf (de)' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    // The same file in French stays folded.
    const french = within(table).getByRole('progressbar', { name: 'Progress of chapter-7.xlf (fr)' }).closest('tr')!;
    expect(within(french).getAllByRole('progressbar')).toHaveLength(1);
  });

  it('asks the server for another sort, filter or page, each starting on the first page', async () => {
    const asked = renderDocuments(pageOf(documents, 120));
    const user = userEvent.setup();
    expect(asked.at(-1)).toMatchObject({ page: 0, limit: 50, sort: undefined, order: 'asc' });
    expect(screen.getByText(/of/, { selector: 'p' }).textContent).toBe('1–50 of 120');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(asked.at(-1)).toMatchObject({ page: 1 });

    const progress = screen.getByRole('button', { name: /Progress/ });
    await user.click(progress);
    expect(asked.at(-1)).toMatchObject({ page: 0, sort: 'progress', order: 'asc' });
    expect(progress.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    await user.click(progress);
    expect(asked.at(-1)).toMatchObject({ sort: 'progress', order: 'desc' });
    expect(progress.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    await user.click(progress);
    expect(asked.at(-1)).toMatchObject({ sort: undefined });
    expect(progress.closest('th')!.getAttribute('aria-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Last change/ }));
    expect(asked.at(-1)).toMatchObject({ sort: 'updated' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(asked.at(-1)).toMatchObject({ page: 0, targetLang: 'fr', sort: 'updated' });
    expect(screen.getByRole('table', { name: 'Documents in French (fr)' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'error');
    expect(asked.at(-1)).toMatchObject({ targetLang: 'fr', status: 'error' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '');
    expect(asked.at(-1)).toMatchObject({ targetLang: undefined, status: 'error' });
  });

  it('marks a document out in a package, saying with whom, since and until when', () => {
    const out: ProjectDocumentPage = {
      ...pageOf(documents.slice(0, 2)),
      records: pageOf(documents.slice(0, 2)).records.map((record, index) =>
        index === 0
          ? {
              ...record,
              handoff: {
                id: 7,
                format: 'xliff2',
                person: { id: 5, username: 'ana', display_name: null },
                sent_by: null,
                sent_at: '2026-11-02T09:00:00.000Z',
                due_at: null,
              },
            }
          : record,
      ),
    };
    renderDocuments(out);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Out')).toBeTruthy();
    expect(within(first!).getByText(/^Out in an XLIFF 2\.0 kit with ana since .+\.$/)).toBeTruthy();
    expect(within(second!).queryByText('Out')).toBeNull();
  });

  it('says so when the filters leave no document', () => {
    renderDocuments({ ...pageOf([]), summary: { documents: 40, importing: 0, failed: 0, first_failed: null } });
    expect(screen.getByText('No documents match the search and filters.')).toBeTruthy();
    expect(screen.queryByText('No documents yet')).toBeNull();
  });
});

describe('a document that could not be read', () => {
  const failed = testDocument({
    id: 41,
    name: 'catalogue.xlf',
    target_lang: 'fr',
    project_id: 3,
    status: 'error',
    processing_error: 'The server stopped while reading this document; please upload it again',
  });

  it('says why, and offers a manager to upload its file again', async () => {
    const asked: number[] = [];
    renderDocuments(pageOf([documents[0]!, failed]), (document) => asked.push(document.id));
    const row = screen.getByRole('link', { name: 'catalogue.xlf' }).closest('tr')!;
    expect(row.textContent).toContain('The server stopped while reading this document; please upload it again');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Upload catalogue.xlf again' }));
    expect(asked).toEqual([41]);
    // A readable document offers nothing of the kind.
    expect(screen.getAllByRole('button', { name: /again/ })).toHaveLength(1);
  });

  it('offers nothing to whoever may not upload', () => {
    renderDocuments(pageOf([documents[0]!, failed]));
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
  });
});

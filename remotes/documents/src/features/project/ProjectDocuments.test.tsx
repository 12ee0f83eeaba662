import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProgressFigures } from '@tessera/shared/contract';
import { testDocument, testProject } from '../../common/testing.tsx';
import { ProjectDocuments } from './ProjectDocuments.tsx';

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

const renderDocuments = () =>
  render(
    <MemoryRouter>
      <ProjectDocuments
        project={project}
        documents={documents}
        loading={false}
        figuresOf={figuresOf}
        qualityOf={() => undefined}
      />
    </MemoryRouter>,
  );

describe("a project's documents, twenty files in two languages", () => {
  it('shows one bar per document and language, its figures on demand', async () => {
    renderDocuments();
    for (const language of ['German (de)', 'French (fr)']) {
      const table = screen.getByRole('table', { name: `Documents in ${language}` });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(20);
      expect(rows.map((row) => within(row).getAllByRole('progressbar').length)).toEqual(Array(20).fill(1));
    }
    const german = screen.getByRole('table', { name: 'Documents in German (de)' });
    const row = within(german).getByRole('link', { name: 'chapter-7.xlf' }).closest('tr')!;
    expect(
      within(row).getByRole('progressbar', { name: 'Progress of chapter-7.xlf (de)' }).getAttribute('aria-valuenow'),
    ).toBe('18');
    expect(row.textContent).toContain('70 / 400 words confirmed');

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
    const french = screen.getByRole('table', { name: 'Documents in French (fr)' });
    const frenchRow = within(french).getByRole('link', { name: 'chapter-7.xlf' }).closest('tr')!;
    expect(within(frenchRow).getAllByRole('progressbar')).toHaveLength(1);
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
  const renderWith = (onUploadAgain?: (document: typeof failed) => void) =>
    render(
      <MemoryRouter>
        <ProjectDocuments
          project={project}
          documents={[documents[0]!, failed]}
          loading={false}
          figuresOf={figuresOf}
          qualityOf={() => undefined}
          onUploadAgain={onUploadAgain}
        />
      </MemoryRouter>,
    );

  it('says why, and offers a manager to upload its file again', async () => {
    const asked: number[] = [];
    renderWith((document) => asked.push(document.id));
    const row = screen.getByRole('link', { name: 'catalogue.xlf' }).closest('tr')!;
    expect(row.textContent).toContain('The server stopped while reading this document; please upload it again');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Upload catalogue.xlf again' }));
    expect(asked).toEqual([41]);
    // A readable document offers nothing of the kind.
    expect(screen.getAllByRole('button', { name: /again/ })).toHaveLength(1);
  });

  it('offers nothing to whoever may not upload', () => {
    renderWith();
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
  });
});

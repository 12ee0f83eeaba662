import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_BANDS,
  type Analysis,
  type Project,
  type ProjectProgress,
  type TranslationMemory,
} from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import {
  answerAnalysisJob,
  answerProjectDocuments,
  serveMockApi,
  testDocument,
  textsOf,
  type DocumentFigures,
} from '../common/testing.tsx';
import { languageFitNote } from '../common/LanguageFit.tsx';
import { ProjectScreen } from './ProjectScreen.tsx';

serveMockApi();

const project: Project = {
  id: 4,
  name: 'Atlas',
  description: '',
  source_lang: 'en-US',
  target_lang: 'de',
  target_langs: ['de', 'fr'],
  client: '',
  due_date: null,
  created_by: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  documents_count: 3,
  records_count: 12,
  approved_records_count: 0,
  words_count: 120,
  approved_words_count: 0,
};
const figures = (segments: [number, number], words: [number, number]) => ({
  segments: { total: segments[0], translated: segments[1], approved: 0, reviewed: 0 },
  words: { total: words[0], translated: words[1], approved: 0, reviewed: 0 },
});
const documentFigures: DocumentFigures[] = [
  { document_id: 1, ...figures([4, 2], [40, 20]) },
  { document_id: 2, ...figures([4, 0], [40, 0]) },
  { document_id: 3, ...figures([4, 4], [40, 40]) },
];
const progress: ProjectProgress = {
  languages: [
    { target_lang: 'de', documents: 2, ...figures([8, 6], [80, 60]) },
    { target_lang: 'fr', documents: 1, ...figures([4, 0], [40, 0]) },
  ],
  total: figures([12, 6], [120, 60]),
};
const memory = (id: number, name: string, source_lang: string, target_lang: string) =>
  ({ id, name, source_lang, target_lang }) as TranslationMemory;

let sent: { method: string; body: unknown }[];
let asked: URLSearchParams[];

async function renderPage(path = '/project/4') {
  sent = [];
  mockServer.use(
    http.get('*/api/projects/4', () => HttpResponse.json(project)),
    // No document has steps yet (the assignments' own tests cover them).
    http.get('*/api/projects/4/document_assignments', () => HttpResponse.json({ documents: [] })),
    http.get('*/api/projects/4/assignments', () => HttpResponse.json({ assignments: [] })),
    http.put('*/api/projects/4', async ({ request }) => {
      sent.push({ method: 'PUT', body: await request.json() });
      return HttpResponse.json(
        { message: 'fr cannot be removed: 1 document is in it (home.xlf). Delete it first.' },
        { status: 409 },
      );
    }),
    http.get('*/api/projects/4/progress', () => HttpResponse.json(progress)),
    http.get('*/api/projects/4/translation_memories', () =>
      HttpResponse.json([{ id: 7, name: 'Help TM', mode: 'write', position: 0 }]),
    ),
    http.get('*/api/projects/4/glossaries', () => HttpResponse.json([])),
    http.get('*/api/translation_memory/', () => HttpResponse.json([memory(7, 'Help TM', 'en', 'de')])),
  );
  asked = answerProjectDocuments(
    4,
    [
      testDocument({ id: 1, name: 'home.xlf', project_id: 4, source_lang: 'en-US', target_lang: 'de' }),
      testDocument({ id: 2, name: 'home.xlf', project_id: 4, source_lang: 'en-US', target_lang: 'fr' }),
      testDocument({ id: 3, name: 'about.xlf', project_id: 4, source_lang: 'en-US', target_lang: 'de' }),
    ],
    documentFigures,
  );
  await renderScreen(<ProjectScreen />, '/project/:id', path, { role: 'manager' });
  await screen.findByRole('heading', { level: 1, name: 'Atlas' });
}

const bar = (within: HTMLElement, name: string) =>
  screen
    .getAllByRole('progressbar', { name })
    .find((element) => within.contains(element))
    ?.getAttribute('aria-valuenow');

describe('a project with several target languages', () => {
  it('lists the documents by target language, each language with its progress, under the totals', async () => {
    await renderPage();
    expect(screen.getByLabelText('Languages').textContent).toBe('en-US → de, fr');
    const german = await screen.findByRole('region', { name: 'German (de)' });
    const french = screen.getByRole('region', { name: 'French (fr)' });
    expect(within(german).getByRole('heading').textContent).toBe('German (de) · 2 documents');
    expect(within(french).getByRole('heading').textContent).toBe('French (fr) · 1 document');
    await waitFor(() => expect(bar(german, 'Translated segments of German (de)')).toBe('75'));
    expect(bar(french, 'Translated segments of French (fr)')).toBe('0');
    // One table of every language's documents, each row naming its language, a page at a time.
    const table = screen.getByRole('table', { name: 'Documents of the project' });
    expect(textsOf(within(table).getAllByRole('link'))).toEqual(['home.xlf', 'home.xlf', 'about.xlf']);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Details of home.xlf (de)' }));
    expect(bar(table, 'Translated segments of home.xlf (de)')).toBe('50');
    // The language filter asks the server for that language's documents only, and names the table after it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(asked.at(-1)?.get('target_lang')).toBe('fr'));
    expect(await screen.findByRole('table', { name: 'Documents in French (fr)' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Translated segments of Atlas' }).getAttribute('aria-valuenow'),
    ).toBe('50');
  });

  it('says which languages a memory serves, a regional form of its language included', async () => {
    await renderPage('/project/4#resources');
    const notes = await screen.findByRole('list', { name: 'Languages the memories serve' });
    expect(notes.textContent).toBe(
      '"Help TM" (en → de) serves the en-US → de documents only (not fr): a resource of a language serves its ' +
        'regional forms (en-US) and the other way round.',
    );
    const atlas = { source_lang: 'en', target_langs: ['de', 'fr'] };
    expect(languageFitNote(atlas, memory(1, 'Both', 'en', 'de'))).toBe(
      '"Both" (en → de) serves the de documents only (not fr).',
    );
    expect(languageFitNote({ ...atlas, target_langs: ['de'] }, memory(1, 'German', 'en', 'de'))).toBeNull();
    expect(languageFitNote(atlas, memory(1, 'Italian', 'en', 'it'))).toBe(
      `"Italian" (en → it) serves none of this project's documents (en → de, fr): no target language matches.`,
    );
    expect(languageFitNote(atlas, memory(1, 'Spanish source', 'es', 'de'))).toBe(
      `"Spanish source" (es → de) serves none of this project's documents (en → de, fr): its source language differs.`,
    );
  });

  it('analyses per target language and per document, each document named with its language', async () => {
    const user = userEvent.setup();
    const bands = (words: Partial<Record<(typeof ANALYSIS_BANDS)[number], number>>) =>
      ANALYSIS_BANDS.map((band) => ({ band, segments: words[band] ? 1 : 0, words: words[band] ?? 0, characters: 0 }));
    const row = (words: Partial<Record<(typeof ANALYSIS_BANDS)[number], number>>, total: number) => ({
      bands: bands(words),
      total: { segments: 1, words: total, characters: 0 },
    });
    const analysis: Analysis = {
      ...row({ '100': 5, 'no-match': 15 }, 20),
      languages: [
        { target_lang: 'de', ...row({ '100': 5, 'no-match': 5 }, 10) },
        { target_lang: 'fr', ...row({ 'no-match': 10 }, 10) },
      ],
      documents: [
        { document_id: 1, name: 'home.xlf', target_lang: 'de', ...row({ '100': 5 }, 5) },
        { document_id: 2, name: 'home.xlf', target_lang: 'fr', ...row({ 'no-match': 5 }, 5) },
      ],
    };
    answerAnalysisJob(4, analysis);
    await renderPage('/project/4#analysis');
    await user.click(await screen.findByRole('button', { name: 'Run the analysis' }));
    const byLanguage = await screen.findByRole('table', { name: 'Words by target language and match' });
    const firstCells = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => within(tableRow).getAllByRole('cell')[0]!.textContent);
    expect(firstCells(byLanguage)).toEqual(['German (de)', 'French (fr)', 'Total']);
    const byDocument = screen.getByRole('table', { name: 'Words by document and match' });
    expect(firstCells(byDocument)).toEqual(['home.xlf · de', 'home.xlf · fr', 'Total']);
  });

  it('edits the target languages in the settings and shows why one cannot be removed', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Atlas' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a target language' }));
    await user.type(within(dialog).getByLabelText('Target language 3'), 'es');
    // A language added to a project with documents: its documents of the files already there are offered.
    const copies = within(dialog).getByRole('checkbox', {
      name: 'Create the documents of the files already in the project in es',
    }) as HTMLInputElement;
    expect(copies.checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Remove target language 2 fr' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ source_lang: 'en-US', target_langs: ['de', 'es'], copy_documents: true });
    expect(
      await within(dialog).findByText('fr cannot be removed: 1 document is in it (home.xlf). Delete it first.'),
    ).toBeTruthy();
  });
});

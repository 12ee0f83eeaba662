import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ANALYSIS_BANDS,
  type Analysis,
  type Project,
  type ProjectProgress,
  type ProjectTmLink,
  type Role,
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
import { ProjectScreen } from './ProjectScreen.tsx';

serveMockApi();

const project: Project = {
  id: 3,
  name: 'Spring release',
  description: 'Website',
  source_lang: 'en',
  target_lang: 'de',
  target_langs: ['de'],
  client: 'ACME',
  due_date: '2027-03-31',
  created_by: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  documents_count: 2,
  records_count: 10,
  approved_records_count: 4,
  words_count: 100,
  approved_words_count: 25,
};
type Counts = [total: number, translated: number, approved: number, reviewed: number];
const figures = (segments: Counts, words: Counts) => ({
  segments: { total: segments[0], translated: segments[1], approved: segments[2], reviewed: segments[3] },
  words: { total: words[0], translated: words[1], approved: words[2], reviewed: words[3] },
});
const documentFigures: DocumentFigures[] = [
  { document_id: 1, ...figures([6, 3, 2, 1], [60, 30, 20, 10]) },
  { document_id: 2, ...figures([4, 4, 2, 0], [40, 40, 5, 0]) },
];
const progress: ProjectProgress = {
  languages: [{ target_lang: 'de', documents: 2, ...figures([10, 7, 4, 1], [100, 70, 25, 10]) }],
  total: figures([10, 7, 4, 1], [100, 70, 25, 10]),
};
const tmLink = (id: number, name: string, mode: 'read' | 'write', position: number): ProjectTmLink => ({
  id,
  name,
  mode,
  position,
});

let puts: { path: string; body: unknown }[];

const projectDocuments = [
  testDocument({ id: 2, name: 'about.xlf', project_id: 3 }),
  testDocument({ id: 1, name: 'home.xlf', project_id: 3 }),
  testDocument({ id: 9, name: 'loose.xlf', project_id: null }),
];

const linkedMemories = [tmLink(7, 'Help TM', 'read', 0), tmLink(8, 'Legacy TM', 'read', 1)];

async function renderPage(
  role: Role,
  documents = projectDocuments,
  path = '/project/3',
  memories = linkedMemories,
  shownFigures = documentFigures,
) {
  puts = [];
  mockServer.use(
    http.get('*/api/projects/3', () => HttpResponse.json(project)),
    // No document has steps yet (the assignments' own tests cover them).
    http.get('*/api/projects/3/document_assignments', () => HttpResponse.json({ documents: [] })),
    http.get('*/api/projects/3/assignments', () => HttpResponse.json({ assignments: [] })),
    http.get('*/api/projects/3/progress', () => HttpResponse.json(progress)),
    http.get('*/api/projects/3/translation_memories', () => HttpResponse.json(memories)),
    http.get('*/api/projects/3/glossaries', () => HttpResponse.json([{ id: 5, name: 'Product terms', position: 0 }])),
    http.put('*/api/projects/3/translation_memories', async ({ request }) => {
      const body = (await request.json()) as { memories: { id: number; mode: 'read' | 'write' }[] };
      puts.push({ path: 'translation_memories', body });
      const names: Record<number, string> = { 7: 'Help TM', 8: 'Legacy TM' };
      return HttpResponse.json(body.memories.map((link, index) => tmLink(link.id, names[link.id]!, link.mode, index)));
    }),
  );
  answerProjectDocuments(3, documents, shownFigures);
  await renderScreen(<ProjectScreen />, '/project/:id', path, { role });
  await screen.findByRole('heading', { level: 1, name: 'Spring release' });
}

const bar = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');

describe('the project page', () => {
  it("shows the project's facts, its documents in upload order with labelled progress, and the ZIP of them", async () => {
    await renderPage('user');
    expect(screen.getByText('Client: ACME')).toBeTruthy();
    expect(screen.getByText('Due 2027-03-31')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Documents of the project' });
    expect(textsOf(within(table).getAllByRole('link'))).toEqual(['home.xlf', 'about.xlf']);
    expect(within(table).getByRole('link', { name: 'home.xlf' }).getAttribute('href')).toBe('/document/1');
    await waitFor(() => expect(bar('Translated segments of Spring release')).toBe('70'));
    expect(bar('Confirmed segments of Spring release')).toBe('40');
    expect(bar('Translated words of Spring release')).toBe('70');
    expect(bar('Confirmed words of Spring release')).toBe('25');
    // Each document one bar; its six figures on demand.
    expect(bar('Progress of about.xlf')).toBe('13');
    expect(screen.queryByRole('progressbar', { name: 'Translated segments of home.xlf' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Details of home.xlf' }));
    await user.click(within(table).getByRole('button', { name: 'Details of about.xlf' }));
    expect(bar('Translated segments of home.xlf')).toBe('50');
    expect(bar('Confirmed words of about.xlf')).toBe('13');
    // What reviewers confirmed, apart from the translators' confirmations that include it.
    expect(bar('Reviewed segments of Spring release')).toBe('10');
    expect(bar('Reviewed words of home.xlf')).toBe('17');
    expect(screen.getByRole('link', { name: 'Download all' }).getAttribute('href')).toBe('/api/projects/3/download');
    // The OmegaT package of a language is a manager's.
    expect(screen.queryByRole('link', { name: /OmegaT package/ })).toBeNull();
    // A translator reads the lists and changes nothing.
    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    expect(await screen.findByText('Help TM (read)')).toBeTruthy();
    expect(screen.getByText('Product terms')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save memories' })).toBeNull();
  });

  it("shows the project's parts as tabs, the documents first and the screenshots for all: a manager's tabs also hold the report, the packages, the repository and the webhooks, and the arrow keys move between them", async () => {
    const tabs = () => screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
    await renderPage('user');
    expect(tabs()).toEqual([
      ['Documents', 'true'],
      ['Assignments', 'false'],
      ['Resources', 'false'],
      ['Quality', 'false'],
      ['Analysis', 'false'],
      ['Screenshots', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Documents' })).toBeTruthy();
    // A part is not shown, so not downloaded, before its tab is.
    expect(screen.queryByRole('heading', { name: 'Translation memories and glossaries' })).toBeNull();
    cleanup();

    const user = userEvent.setup();
    await renderPage('manager', projectDocuments, '/project/3#webhooks');
    expect(tabs().map(([name]) => name)).toEqual([
      'Documents',
      'Assignments',
      'Resources',
      'Quality',
      'Analysis',
      'Screenshots',
      'Report',
      'Packages',
      'Repository',
      'Webhooks',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Webhooks');
    expect((await screen.findByRole('link', { name: 'OmegaT package (de)' })).getAttribute('href')).toBe(
      '/api/projects/3/omegat/de',
    );
    screen.getByRole('tab', { name: 'Webhooks' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Documents', selected: true }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Repository', selected: true }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Documents');
    await user.keyboard('{End}');
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeTruthy();
  });

  it('offers private networks in the repository and webhook forms to those the contract lets (admins), not to managers', async () => {
    const privateNetworkBoxes = async () => {
      const repository = await screen.findByRole('form', { name: 'Connect a repository' });
      const repositoryBox = within(repository).queryByLabelText(/private network/);
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Webhooks' }));
      const webhook = await screen.findByRole('form', { name: 'Add a webhook' });
      return [repositoryBox !== null, within(webhook).queryByLabelText(/private network/) !== null];
    };
    await renderPage('manager', projectDocuments, '/project/3#repository');
    expect(await privateNetworkBoxes()).toEqual([false, false]);
    cleanup();

    await renderPage('admin', projectDocuments, '/project/3#repository');
    expect(await privateNetworkBoxes()).toEqual([true, true]);
  });

  it("shows each document's quality score beside its progress, as a manager reads it, from the page's answer", async () => {
    const scored = (penalty_per_1000: number) => ({
      words: 400,
      errors: [{ category: 'accuracy', severity: 'major', count: 1 }],
      penalty_points: 5,
      penalty_per_1000,
      pass_threshold: 10,
      pass: penalty_per_1000 <= 10,
    });
    const paths = new Set<string>();
    const listener = ({ request }: { request: Request }) => void paths.add(new URL(request.url).pathname);
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    const [home, about] = documentFigures as [DocumentFigures, DocumentFigures];
    await renderPage('manager', projectDocuments, '/project/3', linkedMemories, [
      { ...home, quality: scored(30.6) },
      { ...about, quality: scored(2.5) },
    ]);
    const table = await screen.findByRole('table', { name: 'Documents of the project' });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    await waitFor(() => expect(row('home.xlf').textContent).toContain('30.6 per 1,000 words: fail (pass ≤ 10)'));
    expect(row('about.xlf').textContent).toContain('2.5 per 1,000 words: pass (pass ≤ 10)');
    // One request for the page's rows and their scores: not every document's quality, which is megabytes in a
    // project of 20,000.
    expect(paths.has('/api/projects/3/quality')).toBe(false);
  });

  it("lets a manager reorder the project's memories and make one read and write, and saves the list in that order", async () => {
    const user = userEvent.setup();
    await renderPage('manager', projectDocuments, '/project/3#resources');
    await user.click(await screen.findByRole('button', { name: 'Move Legacy TM up' }));
    await user.selectOptions(screen.getByLabelText('Mode of Legacy TM'), 'write');
    await user.click(screen.getByRole('button', { name: 'Save memories' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          path: 'translation_memories',
          body: {
            memories: [
              { id: 8, mode: 'write' },
              { id: 7, mode: 'read' },
            ],
          },
        },
      ]),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save memories' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  async function addMemory(user: ReturnType<typeof userEvent.setup>, id: string) {
    const memories = await screen.findByRole('region', { name: 'Translation memories, by priority' });
    await user.selectOptions(await within(memories).findByRole('combobox', { name: 'Add a translation memory' }), id);
    await user.click(within(memories).getByRole('button', { name: 'Add' }));
  }

  it("offers a project's first memory as read and write, and any memory added after it as read only", async () => {
    const user = userEvent.setup();
    await renderPage('manager', projectDocuments, '/project/3#resources', []);
    await addMemory(user, '1');
    expect(screen.getByLabelText<HTMLSelectElement>('Mode of Main EN-DE memory').value).toBe('write');
    cleanup();
    await renderPage('manager', projectDocuments, '/project/3#resources');
    await addMemory(user, '1');
    expect(screen.getByLabelText<HTMLSelectElement>('Mode of Main EN-DE memory').value).toBe('read');
  });

  it('opens the memories and glossaries, their tab focused, when opened by a link to them (the home screen has one)', async () => {
    await renderPage('manager', projectDocuments, '/project/3#resources');
    const tab = screen.getByRole('tab', { name: 'Resources', selected: true });
    await waitFor(() => expect(document.activeElement).toBe(tab));
    expect(await screen.findByRole('heading', { level: 2, name: 'Translation memories and glossaries' })).toBeTruthy();
    cleanup();
    await renderPage('manager');
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('says why the analysis cannot run: documents still being read, or one that could not be read until it is deleted', async () => {
    const withAbout = (status: 'processing' | 'error') => [
      testDocument({ id: 1, name: 'home.xlf', project_id: 3 }),
      testDocument({ id: 2, name: 'about.xlf', project_id: 3, status, processing_error: 'Not XLIFF' }),
    ];
    await renderPage('manager', withAbout('processing'), '/project/3#analysis');
    expect(await screen.findByText('Every document must be read first.')).toBeTruthy();
    const analyse = () => screen.getByRole('button', { name: 'Run the analysis' }) as HTMLButtonElement;
    expect(analyse().disabled).toBe(true);
    cleanup();
    await renderPage('manager', withAbout('error'), '/project/3#analysis');
    expect(
      await screen.findByText('about.xlf (de) could not be read: delete it from its page to analyse the project.'),
    ).toBeTruthy();
    expect(analyse().disabled).toBe(true);
  });

  it('runs the analysis when asked: a row per document with its words by band, the totals, and what repetitions are', async () => {
    const user = userEvent.setup();
    const bands = (words: Partial<Record<(typeof ANALYSIS_BANDS)[number], number>>) =>
      ANALYSIS_BANDS.map((band) => ({ band, segments: words[band] ? 1 : 0, words: words[band] ?? 0, characters: 0 }));
    const analysis: Analysis = {
      bands: bands({ repetition: 4, '100': 10, 'no-match': 86 }),
      total: { segments: 3, words: 100, characters: 0 },
      languages: [
        {
          target_lang: 'de',
          bands: bands({ repetition: 4, '100': 10, 'no-match': 86 }),
          total: { segments: 3, words: 100, characters: 0 },
        },
      ],
      documents: [
        {
          document_id: 1,
          name: 'home.xlf',
          target_lang: 'de',
          bands: bands({ '100': 10, 'no-match': 50 }),
          total: { segments: 2, words: 60, characters: 0 },
        },
        {
          document_id: 2,
          name: 'about.xlf',
          target_lang: 'de',
          bands: bands({ repetition: 4, 'no-match': 36 }),
          total: { segments: 1, words: 40, characters: 0 },
        },
      ],
    };
    const asked = answerAnalysisJob(3, analysis);
    await renderPage('user', projectDocuments, '/project/3#analysis');
    // Nothing kept yet: the tab asks for the last analysis, and runs none until asked.
    await waitFor(() => expect(asked.last).toBe(1));
    expect(asked.runs).toBe(0);
    await user.click(await screen.findByRole('button', { name: 'Run the analysis' }));
    const table = await screen.findByRole('table', { name: 'Words by document and match' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['home.xlf', '0', '10', '0', '0', '0', '0', '50', '60'],
      ['about.xlf', '4', '0', '0', '0', '0', '0', '36', '40'],
      ['Total', '4', '10', '0', '0', '0', '0', '86', '100'],
    ]);
    expect(asked.runs).toBe(1);
    expect(screen.getByText(/^Analysed /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /\/api\/projects\/3\/analysis\/last\?format=csv$/,
    );
    expect(screen.getByRole('button', { name: 'Analyse again' })).toBeTruthy();
    expect(screen.getByText(/Repetitions are segments whose source already appeared earlier/)).toBeTruthy();
    // No machine translation: no table of it.
    expect(screen.queryByRole('table', { name: 'Machine-translated segments by quality estimate' })).toBeNull();
  });

  it("shows a large project's documents in the analysis a page at a time", async () => {
    const user = userEvent.setup();
    const none = { segments: 0, words: 0, characters: 0 };
    const empty = ANALYSIS_BANDS.map((band) => ({ band, ...none }));
    const analysis: Analysis = {
      bands: empty,
      total: none,
      languages: [],
      documents: Array.from({ length: 60 }, (_, i) => ({
        document_id: 100 + i,
        name: `file-${i + 1}.xlf`,
        target_lang: 'de',
        bands: empty,
        total: none,
      })),
    };
    answerAnalysisJob(3, analysis);
    await renderPage('user', projectDocuments, '/project/3#analysis');
    await user.click(await screen.findByRole('button', { name: 'Run the analysis' }));
    const table = await screen.findByRole('table', { name: 'Words by document and match' });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')!.textContent);
    // 50 documents and the total row.
    expect(firstCells()).toHaveLength(51);
    expect(firstCells()[0]).toBe('file-1.xlf');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstCells()[0]).toBe('file-51.xlf'));
    expect(firstCells()).toHaveLength(11);
    expect(firstCells().at(-1)).toBe('Total');
  });

  it('counts the machine-translated segments by quality estimate under the analysis', async () => {
    const user = userEvent.setup();
    const none = { segments: 0, words: 0, characters: 0 };
    const analysis: Analysis = {
      bands: ANALYSIS_BANDS.map((band) => ({ band, ...none })),
      total: none,
      languages: [],
      documents: [],
      machine_translated: [
        { band: '90-100', segments: 3, words: 30, characters: 150 },
        { band: '75-89', ...none },
        { band: '50-74', ...none },
        { band: '0-49', segments: 1, words: 12, characters: 60 },
        { band: 'no-score', segments: 2, words: 1200, characters: 6000 },
      ],
    };
    answerAnalysisJob(3, analysis);
    await renderPage('user', projectDocuments, '/project/3#analysis');
    await user.click(await screen.findByRole('button', { name: 'Run the analysis' }));
    const table = await screen.findByRole('table', { name: 'Machine-translated segments by quality estimate' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Quality 90-100', '3', '30', '150'],
      ['Quality 75-89', '0', '0', '0'],
      ['Quality 50-74', '0', '0', '0'],
      ['Quality 0-49', '1', '12', '60'],
      ['No quality estimate', '2', '1,200', '6,000'],
    ]);
  });
});

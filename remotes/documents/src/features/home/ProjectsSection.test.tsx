import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ANALYSIS_BANDS,
  type Analysis,
  type AnalysisBandName,
  type Document,
  type Job,
  type Project,
  type Role,
} from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { answerAnalysisJob, serveMockApi, testDocument, testProject, textsOf } from '../../common/testing.tsx';
import { HOME_PROJECTS_PAGE_SIZE, ProjectsSection } from './ProjectsSection.tsx';

serveMockApi();

const project = testProject({
  description: 'Website',
  documents_count: 2,
  records_count: 10,
  approved_records_count: 4,
  words_count: 100,
  approved_words_count: 25,
});
const documentOf = (id: number, name: string): Document =>
  testDocument({
    id,
    name,
    records_count: 5,
    approved_records_count: 2,
    words_count: 50,
    approved_words_count: 10,
    project_id: project.id,
  });

// Newest first, as the server answers (of one upload time, the later id first).
const homeDocuments = [
  documentOf(2, 'about.xlf'),
  documentOf(1, 'home.xlf'),
  { ...documentOf(9, 'loose.xlf'), project_id: null },
];

async function renderSection(role: Role, listed: { projects?: Project[]; documents?: Document[] } = {}) {
  const documents = listed.documents ?? homeDocuments;
  await renderScreen(<ProjectsSection />, '/', '/', {
    role,
    prepare: (mock) => {
      mock.projects.splice(0, mock.projects.length, ...(listed.projects ?? [project]));
      mock.documents.splice(0, mock.documents.length, ...documents);
    },
  });
  await screen.findByRole('table', { name: 'Projects' });
}

describe('projects on the home screen', () => {
  it('opens the new-project dialog when the home screen links here to create one, and forgets the link', async () => {
    await renderScreen(<ProjectsSection />, '/', '/?start=project', {
      role: 'manager',
      prepare: (mock) => void mock.projects.splice(0),
    });
    expect(await screen.findByRole('dialog', { name: 'New project' })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Current location').textContent).toBe('/'));
  });

  it("shows each project's progress and its own documents; translators get no managing buttons", async () => {
    await renderSection('user');
    expect(
      screen.getByRole('progressbar', { name: 'Confirmed segments of Spring release' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(
      screen.getByRole('progressbar', { name: 'Confirmed words of Spring release' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    const documents = await screen.findByRole('list', { name: 'Documents of Spring release' });
    // In the server's order; the project's only, never loose.xlf.
    await waitFor(() => expect(textsOf(within(documents).getAllByRole('link'))).toEqual(['about.xlf', 'home.xlf']));
    expect(screen.getByRole('button', { name: 'Analysis of Spring release' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pre-translate Spring release' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Translation memories and glossaries of Spring release' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });

  it('names the language of each document of a project in several languages, whose files share a name', async () => {
    const twoLanguages = { ...project, target_langs: ['de', 'fr'] };
    await renderSection('user', {
      projects: [twoLanguages],
      documents: [{ ...documentOf(2, 'home.xlf'), target_lang: 'fr' }, documentOf(1, 'home.xlf')],
    });
    const documents = await screen.findByRole('list', { name: 'Documents of Spring release' });
    await waitFor(() =>
      expect(textsOf(within(documents).getAllByRole('link'))).toEqual(['home.xlf · French', 'home.xlf · German']),
    );
  });

  it("lists a project's newest documents only, asking for those alone, and links to the page that lists them all", async () => {
    // Newest first, as the server answers.
    const many = Array.from({ length: 12 }, (_, i) => documentOf(111 - i, `part-${11 - i}.xlf`));
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/document/') asked.push(url.search);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    await renderSection('user', { projects: [{ ...project, documents_count: 12 }], documents: many });
    const documents = await screen.findByRole('list', { name: 'Documents of Spring release' });
    await waitFor(() =>
      expect(textsOf(within(documents).getAllByRole('link'))).toEqual([
        'part-11.xlf',
        'part-10.xlf',
        'part-9.xlf',
        'part-8.xlf',
        'part-7.xlf',
      ]),
    );
    expect(asked).toEqual([`?project=${project.id}&page=0&limit=5`]);
    const more = screen.getByRole('link', { name: '7 more documents on the project page' });
    expect(more.getAttribute('href')).toBe(`/project/${project.id}`);
  });

  it('lists the projects a page at a time, asking the server for that page and each row for its documents', async () => {
    // Newest first, as the server answers.
    const projects = Array.from({ length: HOME_PROJECTS_PAGE_SIZE + 3 }, (_, i) =>
      testProject({ id: 500 + i, name: `Release ${i}`, created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
    ).reverse();
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/projects/') asked.push(url.search);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    await renderSection('user', { projects, documents: [] });
    const table = screen.getByRole('table', { name: 'Projects' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(HOME_PROJECTS_PAGE_SIZE + 1));
    expect(within(table).getAllByRole('link', { name: /^Release / })[0]!.textContent).toBe(
      `Release ${HOME_PROJECTS_PAGE_SIZE + 2}`,
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages of projects' });
    await userEvent.setup().click(within(pages).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /^Release / })).toHaveLength(3));
    expect(textsOf(within(table).getAllByRole('link', { name: /^Release / }))).toEqual([
      'Release 2',
      'Release 1',
      'Release 0',
    ]);
    expect(asked).toEqual([`?page=0&limit=${HOME_PROJECTS_PAGE_SIZE}`, `?page=1&limit=${HOME_PROJECTS_PAGE_SIZE}`]);
  });

  it('asks again, while a document its row shows is being read, until it is read', async () => {
    let status: Document['status'] = 'processing';
    mockServer.use(
      http.get('*/api/document/', () =>
        HttpResponse.json({ records: [{ ...documentOf(1, 'home.xlf'), status }], total_rows: 1 }),
      ),
    );
    await renderSection('user');
    const documents = await screen.findByRole('list', { name: 'Documents of Spring release' });
    await within(documents).findByText('processing');
    status = 'done';
    await within(documents).findByRole('progressbar', { name: 'Confirmed segments of home.xlf' }, { timeout: 4000 });
  });

  it('follows the documents an upload made, asking for those alone, until they are read', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/document/' && url.searchParams.has('ids')) asked.push(url.search);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    await renderScreen(<ProjectsSection />, '/', '/', {
      role: 'manager',
      prepare: (mock) => {
        mock.projects.splice(0, mock.projects.length, project);
        mock.documents.splice(0, mock.documents.length, ...homeDocuments);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload files into Spring release' }));
    const dialog = await screen.findByRole('dialog', { name: /Spring release/ });
    await user.upload(within(dialog).getByLabelText('Files to upload'), new File(['<xliff/>'], 'news.xlf'));
    const made = await within(dialog).findByRole('list', { name: /news\.xlf/ });
    await within(made).findByText('Ready');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\?page=0&limit=200&ids=\d+$/);
  });

  it("sends a manager to the project page's memories and glossaries, the one place that edits them", async () => {
    await renderSection('manager');
    const resources = screen.getByRole('link', { name: 'Translation memories and glossaries of Spring release' });
    expect(resources.textContent).toBe('Memories and glossaries');
    expect(resources.getAttribute('href')).toBe('/project/3#resources');
    expect(screen.queryByRole('button', { name: /memories/i })).toBeNull();
  });

  it("calls what translators confirmed (the API's approved counts) confirmed, as the editor does", async () => {
    await renderSection('user');
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toContain('Confirmed');
    expect(within(table).queryByText(/approved/i)).toBeNull();
    expect(screen.getByText('Confirmed segments')).toBeTruthy();
    expect(screen.getByText('Confirmed words')).toBeTruthy();
  });

  it('counts the documents of a project in the right number', async () => {
    await renderSection('user', { projects: [project, { ...project, id: 4, name: 'Hotfix', documents_count: 1 }] });
    expect(screen.getByText(/^2 documents · 4 \/ 10 segments · 25 \/ 100 words$/)).toBeTruthy();
    expect(screen.getByText(/^1 document · 4 \/ 10 segments · 25 \/ 100 words$/)).toBeTruthy();
  });

  it('analyses the project when the dialog opens and shows its bands with a CSV link', async () => {
    const user = userEvent.setup();
    // Every band, in the contract's order; those not listed here are empty.
    const counts: Partial<Record<AnalysisBandName, [segments: number, words: number, characters: number]>> = {
      repetition: [1, 4, 20],
      '100': [2, 10, 50],
      'no-match': [7, 86, 400],
    };
    const analysis: Analysis = {
      bands: ANALYSIS_BANDS.map((band) => {
        const [segments, words, characters] = counts[band] ?? [0, 0, 0];
        return { band, segments, words, characters };
      }),
      total: { segments: 10, words: 100, characters: 470 },
      languages: [],
      documents: [],
    };
    const asked = answerAnalysisJob(3, analysis);
    await renderSection('user');
    await user.click(screen.getByRole('button', { name: 'Analysis of Spring release' }));
    const table = await screen.findByRole('table', { name: 'Analysis' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toContainEqual(['Repetitions', '1', '4', '20']);
    expect(rows.at(-1)).toEqual(['Total', '10', '100', '470']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/projects/3/analysis/last?format=csv',
    );
    expect(asked.runs).toBe(1);
  });

  it('says why the analysis did not finish', async () => {
    const user = userEvent.setup();
    const none = { segments: 0, words: 0, characters: 0 };
    const analysis = { bands: [], total: none, languages: [], documents: [] };
    answerAnalysisJob(3, analysis, {
      ended: 'cancelled',
      message: 'Cancelled; the last analysis finished before is kept',
    });
    await renderSection('user');
    await user.click(screen.getByRole('button', { name: 'Analysis of Spring release' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cancelled; the last analysis finished before is kept');
    expect(screen.queryByRole('table', { name: 'Analysis' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('pre-translates with a progress bar that follows the job, and can stop it', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    let job: Job = {
      id: 77,
      kind: 'project.pretranslate',
      status: 'running',
      progress: 0.4,
      message: null,
      cancellable: true,
    };
    let cancelled = false;
    mockServer.use(
      http.post('*/api/projects/3/pretranslate', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ job_id: 77 }, { status: 202 });
      }),
      http.get('*/api/jobs/77', () => HttpResponse.json(job)),
      http.post('*/api/jobs/77/cancel', () => {
        cancelled = true;
        return HttpResponse.json({ message: 'Cancelling' }, { status: 202 });
      }),
    );
    await renderSection('manager');
    await user.click(screen.getByRole('button', { name: 'Pre-translate Spring release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-translate Spring release' });
    const threshold = within(dialog).getByLabelText('Lowest match to use (%)');
    await user.clear(threshold);
    await user.type(threshold, '85');
    await user.click(within(dialog).getByLabelText('Confirm exact (100%) matches'));
    await user.click(within(dialog).getByRole('button', { name: 'Start pre-translation' }));
    await waitFor(() =>
      expect(sent).toEqual({ threshold: 85, overwrite: false, approve_exact: true, propagate_repetitions: true }),
    );
    const bar = await within(dialog).findByRole('progressbar', { name: 'Pre-translation progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    await user.click(within(dialog).getByRole('button', { name: 'Stop pre-translation' }));
    await waitFor(() => expect(cancelled).toBe(true));
    job = { ...job, status: 'cancelled', cancellable: false, message: 'Cancelled: 4 of 10 segments filled' };
    expect(await within(dialog).findByText('Cancelled: 4 of 10 segments filled', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("offers machine translation while a provider is configured, saying what the project's quality threshold confirms", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    let quality = { enabled: true, threshold: 85 as number | null };
    mockServer.use(
      http.get('*/api/mt/status', () => HttpResponse.json({ available: true })),
      http.get('*/api/projects/3/mt-quality', () => HttpResponse.json(quality)),
      http.post('*/api/projects/3/pretranslate', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ job_id: 78 }, { status: 202 });
      }),
      http.get('*/api/jobs/78', () =>
        HttpResponse.json({
          id: 78,
          kind: 'project.pretranslate',
          status: 'done',
          progress: 1,
          message: 'Done',
          cancellable: false,
        }),
      ),
    );
    await renderSection('manager');
    await user.click(screen.getByRole('button', { name: 'Pre-translate Spring release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-translate Spring release' });
    const machine = await within(dialog).findByLabelText('Machine-translate the segments the memories leave empty');
    await user.click(machine);
    expect(
      await within(dialog).findByText(
        'Machine translations with a quality estimate of 85 or more are confirmed; the others stay drafts.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Start pre-translation' }));
    await waitFor(() =>
      expect(sent).toEqual({
        threshold: 100,
        overwrite: false,
        approve_exact: false,
        propagate_repetitions: true,
        machine_translation: true,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    quality = { enabled: false, threshold: null };
    await user.click(screen.getByRole('button', { name: 'Pre-translate Spring release' }));
    const again = await screen.findByRole('dialog', { name: 'Pre-translate Spring release' });
    await user.click(await within(again).findByLabelText('Machine-translate the segments the memories leave empty'));
    expect(await within(again).findByText(/Machine translations stay drafts/)).toBeTruthy();
  });

  it('offers no machine translation while no provider is configured', async () => {
    const user = userEvent.setup();
    let asked = false;
    mockServer.use(
      http.get('*/api/mt/status', () => {
        asked = true;
        return HttpResponse.json({ available: false });
      }),
    );
    await renderSection('manager');
    await user.click(screen.getByRole('button', { name: 'Pre-translate Spring release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-translate Spring release' });
    await waitFor(() => expect(asked).toBe(true));
    expect(within(dialog).queryByLabelText('Machine-translate the segments the memories leave empty')).toBeNull();
  });

  it('asks before deleting a project and names the documents that go with it', async () => {
    const user = userEvent.setup();
    let deleted = false;
    mockServer.use(
      http.delete('*/api/projects/3', () => {
        deleted = true;
        return HttpResponse.json({ message: 'deleted', documents_deleted: 2 });
      }),
    );
    await renderSection('manager');
    await screen.findByRole('link', { name: 'home.xlf' });
    await user.click(screen.getByRole('button', { name: 'Delete Spring release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project "Spring release"?' });
    expect(dialog.textContent).toContain('Its 2 documents (about.xlf, home.xlf) go with it');
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('names the one document that goes with a project in the singular', async () => {
    const user = userEvent.setup();
    await renderSection('manager', { documents: [documentOf(1, 'home.xlf')] });
    await screen.findByRole('link', { name: 'home.xlf' });
    await user.click(screen.getByRole('button', { name: 'Delete Spring release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project "Spring release"?' });
    expect(dialog.textContent).toContain('Its document (home.xlf) goes with it, with its segments and translations.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Project, Role } from '@tessera/shared/contract';
import { db, type MockDb } from '@tessera/shared/mocks';
import { mockServer } from '@tessera/shared/mocks/node';
import { choosePerson, renderScreen } from '@tessera/shared/mocks/render';
import { rowTextsOf, serveMockApi, testDocument, testProject } from '../../common/testing.tsx';
import { ProjectAssignments } from './ProjectAssignments.tsx';
import { localDateTime } from './StepsDialog.tsx';

serveMockApi();

const project = testProject({
  documents_count: 2,
  records_count: 45,
  approved_records_count: 17,
  words_count: 619,
  approved_words_count: 248,
});
const NEXT_YEAR = `${new Date().getFullYear() + 1}-05-01T17:00`;

/**
 * The mock's users are admin (1), manager (2) and translator (3). Its document 1 (release-notes.xlf, 248 of 610
 * words approved) joins the project with its steps: the translator's translation, due in the past and so late, and
 * the manager's review; help.xlf (2) joins without steps.
 */
function projectWithDocuments(mock: MockDb) {
  mock.projects.push({ ...project });
  mock.documents[0]!.project_id = project.id;
  mock.documents.push(testDocument({ id: 2, name: 'help.xlf', project_id: project.id }));
}

/** The URLs the page asked for. */
function requestsSeen() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url));
  mockServer.events.on('request:start', listener);
  onTestFinished(() => mockServer.events.removeListener('request:start', listener));
  return urls;
}

async function renderAssignments(role: Role, shown: Project = project, prepare = projectWithDocuments) {
  await renderScreen(<ProjectAssignments project={shown} />, '/project/:id', '/project/3', { role, prepare });
  return screen.findByRole('table', { name: 'Assignments of the documents' });
}

/** A request's query, by parameter. */
const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

describe("the project's assignments", () => {
  it("shows each document's assignee, state, words done, due date per step and quality, late ones in words, from one request", async () => {
    const urls = requestsSeen();
    const table = await renderAssignments('user');
    const [notes, help] = rowTextsOf(table);
    expect(notes![0]).toBe('release-notes.xlf');
    expect(notes![1]).toMatch(/^translatoractive248 \/ 610 wordsDue .*2026.* · late$/);
    expect(notes![2]).toBe('managerwaiting248 / 610 words');
    // Each document's quality as the page answers it (the mock's: none reviewed).
    expect(notes![3]).toBe('0 per 1,000 words: pass (pass ≤ 10)');
    expect(help).toEqual(['help.xlf', 'No steps: anyone may work on it', '0 per 1,000 words: pass (pass ≤ 10)']);
    const late = within(table).getByText(/· late$/);
    expect(late.className).toContain('text-red-700');
    expect(within(table).getByRole('link', { name: 'release-notes.xlf' }).getAttribute('href')).toBe('/document/1');
    expect(screen.getByText(/^New documents start with:/).textContent).toBe(
      'New documents start with: no steps (anyone may work on them).',
    );
    // One request for the page's steps and scores: none per document, not the whole project's scores.
    const paths = urls.map((url) => url.pathname);
    expect(urls.filter((url) => url.pathname === '/api/projects/3/document_assignments').map(queryOf)).toEqual([
      { page: '0', limit: '50' },
    ]);
    expect(paths.filter((path) => /^\/api\/document\/\d+\/assignments$/.test(path))).toEqual([]);
    expect(paths).not.toContain('/api/projects/3/quality');
    // A translator reads and changes nothing.
    expect(screen.queryByRole('button', { name: /Edit steps of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Steps of new documents' })).toBeNull();
  });

  it("lets a manager give a document's steps to people with due dates, add a second review and take it away again", async () => {
    const user = userEvent.setup();
    const table = await renderAssignments('manager');
    await user.click(within(table).getByRole('button', { name: 'Edit steps of help.xlf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Steps of help.xlf' });
    await within(dialog).findByLabelText('Translator');
    expect(within(dialog).queryByLabelText('Second reviewer')).toBeNull();
    await choosePerson(user, within(dialog).getByLabelText('Translator'), 'translator');
    await user.type(within(dialog).getByLabelText('Translation due'), NEXT_YEAR);
    await choosePerson(user, within(dialog).getByLabelText('Reviewer'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Add a second review' }));
    await choosePerson(user, within(dialog).getByLabelText('Second reviewer'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(db.assignments.filter((step) => step.document_id === 2)).toMatchObject([
      { step: 'translation', user_id: 3, due_at: new Date(NEXT_YEAR).toISOString() },
      { step: 'review', user_id: 2, due_at: null },
      { step: 'review-2', user_id: 1, due_at: null },
    ]);
    // As the mock answers new steps: waiting, nothing done (the server's start: ProjectAssignments.server.test.tsx).
    await waitFor(() => expect(rowTextsOf(table)[1]).toHaveLength(6));
    expect(rowTextsOf(table)[1]!.slice(0, 4)).toEqual([
      'help.xlf',
      expect.stringMatching(/^translatorwaiting0 \/ 0 wordsDue /),
      'managerwaiting0 / 0 words',
      'adminwaiting0 / 0 words',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Document', 'Translation', 'Review', 'Second review', 'Quality', 'Actions']);

    // Opened again, the dialog shows what was set; the second review goes.
    await user.click(within(table).getByRole('button', { name: 'Edit steps of help.xlf' }));
    const again = await screen.findByRole('dialog', { name: 'Steps of help.xlf' });
    expect((await within(again).findByLabelText<HTMLInputElement>('Translation due')).value).toBe(NEXT_YEAR);
    await user.click(within(again).getByRole('button', { name: 'Remove the second review' }));
    await user.click(within(again).getByRole('button', { name: 'Save steps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.assignments.filter((step) => step.document_id === 2).map((step) => step.step)).toEqual([
      'translation',
      'review',
    ]);
  });

  it('says in the dialog what cannot be saved: a second review without a first, and what the server refuses', async () => {
    const user = userEvent.setup();
    const table = await renderAssignments('manager');
    await user.click(within(table).getByRole('button', { name: 'Edit steps of release-notes.xlf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Steps of release-notes.xlf' });
    await choosePerson(user, await within(dialog).findByLabelText('Reviewer'), 'Nobody (no such step)', '');
    await user.click(within(dialog).getByRole('button', { name: 'Add a second review' }));
    await choosePerson(user, within(dialog).getByLabelText('Second reviewer'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'a "review-2" step needs a "review" step before it',
    );

    mockServer.use(
      http.put('*/api/document/1/assignments', () =>
        HttpResponse.json({ message: 'admin is disabled and cannot be assigned' }, { status: 400 }),
      ),
    );
    await choosePerson(user, within(dialog).getByLabelText('Reviewer'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('admin is disabled and cannot be assigned'),
    );
    expect(screen.getByRole('dialog', { name: 'Steps of release-notes.xlf' })).toBeTruthy();
    expect(db.assignments.filter((step) => step.document_id === 1).map((step) => step.user_id)).toEqual([3, 2]);
  });

  it('marks a disabled assignee, offers them in no picker and asks who takes their step over', async () => {
    const user = userEvent.setup();
    // Whom one may assign is the server's answer: the active people (server/src/assignments/routes.test.ts).
    const active = ['admin', 'manager'].map((username, i) => ({ id: i + 1, username, display_name: null }));
    mockServer.use(http.get('*/api/users/assignable', () => HttpResponse.json({ users: active })));
    const table = await renderAssignments('manager', project, (mock) => {
      projectWithDocuments(mock);
      mock.users.find((person) => person.username === 'translator')!.disabled = true;
      mock.projectAssignments.push({ project_id: 3, step: 'translation', user_id: 3, due_at: null });
    });
    expect(rowTextsOf(table)[0]![1]).toMatch(/^translator \(disabled\)active/);
    expect(screen.getByText(/^New documents start with:/).textContent).toBe(
      'New documents start with: Translation by translator (disabled)',
    );

    await user.click(within(table).getByRole('button', { name: 'Edit steps of release-notes.xlf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Steps of release-notes.xlf' });
    const translator = await within(dialog).findByRole<HTMLInputElement>('combobox', { name: 'Translator' });
    // Nobody is chosen: the field asks who takes over, naming the disabled person.
    expect(translator.value).toBe('');
    expect(translator.placeholder).toBe('Choose who takes over from translator (disabled)');
    await user.click(translator);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Translator' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Nobody (no such step)', 'admin', 'manager']),
    );
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose who takes the translation step over');
    expect(db.assignments.find((step) => step.document_id === 1 && step.step === 'translation')?.user_id).toBe(3);

    await choosePerson(user, translator, 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.assignments.find((step) => step.document_id === 1 && step.step === 'translation')?.user_id).toBe(1);
  });

  it('lists the documents a page at a time and asks the server for a name, a language, a person, late ones', async () => {
    const user = userEvent.setup();
    const urls = requestsSeen();
    const chapters = Array.from({ length: 60 }, (_, i) =>
      testDocument({ id: 10 + i, name: `chapter-${i + 1}.xlf`, project_id: project.id }),
    );
    const table = await renderAssignments('manager', { ...project, target_langs: ['de', 'fr'] }, (mock) => {
      projectWithDocuments(mock);
      mock.documents.push(...chapters);
    });
    expect(rowTextsOf(table)).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Pages of the documents' });
    expect(pages.textContent).toContain('1–50 of 62');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowTextsOf(table).map((row) => row[0])[0]).toBe('chapter-49.xlf · de'));
    expect(rowTextsOf(table)).toHaveLength(12);

    // Each filter is the server's to apply, from the first page.
    const asked = () => queryOf(urls.filter((url) => url.pathname.endsWith('/document_assignments')).at(-1)!);
    await user.type(screen.getByRole('searchbox', { name: 'Search documents by name' }), 'help');
    await waitFor(() => expect(rowTextsOf(table).map((row) => row[0])).toEqual(['help.xlf · de']));
    expect(asked()).toEqual({ page: '0', limit: '50', search: 'help' });
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(asked()).toMatchObject({ page: '0', target_lang: 'fr' }));
    await choosePerson(user, screen.getByLabelText('Person'), 'translator');
    await waitFor(() => expect(asked()).toMatchObject({ target_lang: 'fr', assignee: '3' }));
    await user.selectOptions(screen.getByLabelText('Show'), 'Late');
    await waitFor(() =>
      expect(asked()).toEqual({
        page: '0',
        limit: '50',
        search: 'help',
        target_lang: 'fr',
        assignee: '3',
        show: 'late',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'Without steps');
    await waitFor(() => expect(asked()).toMatchObject({ show: 'without_steps' }));
  });

  it('sets the steps new documents start with, saying that the documents already there keep theirs', async () => {
    const user = userEvent.setup();
    await renderAssignments('manager');
    expect(
      screen.getByText('Documents uploaded from now on take these steps; those already in the project keep their own.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Steps of new documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Steps of new documents in Spring release' });
    expect(dialog.textContent).toContain(
      'Documents uploaded into the project from now on start with these steps; the documents already in it keep theirs.',
    );
    await choosePerson(user, await within(dialog).findByLabelText('Translator'), 'translator');
    await choosePerson(user, within(dialog).getByLabelText('Reviewer'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save steps' }));
    await waitFor(() =>
      expect(screen.getByText(/^New documents start with:/).textContent).toBe(
        'New documents start with: Translation by translator; Review by manager',
      ),
    );
    expect(db.projectAssignments).toEqual([
      { project_id: 3, step: 'translation', user_id: 3, due_at: null },
      { project_id: 3, step: 'review', user_id: 2, due_at: null },
    ]);
    // The documents already in the project keep theirs.
    expect(db.assignments.filter((step) => step.document_id === 2)).toEqual([]);
  });
});

describe('a due date in the dialog', () => {
  it('shows an instant in local time to the minute, and nothing for none', () => {
    const instant = new Date(2030, 4, 1, 17, 5).toISOString();
    expect(localDateTime(instant)).toBe('2030-05-01T17:05');
    expect(localDateTime(null)).toBe('');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DOCUMENT_FORMATS, DOCUMENT_FORMATS_READ, type Document, type Role } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testDocument, textsOf } from '../../common/testing.tsx';
import { DocumentsSection, HOME_DOCUMENTS_PAGE_SIZE } from './DocumentsSection.tsx';

serveMockApi();
// The upload remembers the languages last given: each test starts without any.
beforeEach(() => localStorage.clear());

const uploaded = testDocument({
  id: 42,
  name: 'new.xlf',
  status: 'uploaded',
  records_count: 0,
  words_count: 0,
  source_lang: '',
  target_lang: '',
});
const ready: Document = {
  ...uploaded,
  id: 7,
  name: 'ready.xlf',
  status: 'done',
  records_count: 4,
  approved_records_count: 1,
  words_count: 20,
  approved_words_count: 5,
  open_comments: 0,
  source_lang: 'en',
  target_lang: 'de',
};

const languageSuggestions = () => document.querySelector('datalist')!;

/** The server's answer to a file uploaded without languages it does not state: each missing field named. */
const languagesNeeded = (message: string, fields: ('source_lang' | 'target_lang')[]) =>
  HttpResponse.json({ message, details: { field: fields[0], fields } }, { status: 422 });

/** The languages an upload sent, [source_lang, target_lang], null for a field not sent. */
async function languagesSent(request: Request): Promise<[string | null, string | null]> {
  const form = await request.formData();
  return [form.get('source_lang') as string | null, form.get('target_lang') as string | null];
}

/**
 * The API holding these documents outside any project (read at each request), as the section asks for them: a page
 * of them with their count, or one by its id.
 */
function serveDocuments(documents: () => Document[]) {
  return [
    http.get('*/api/document/', () => HttpResponse.json({ records: documents(), total_rows: documents().length })),
    http.get('*/api/document/:id', ({ params }) =>
      HttpResponse.json(documents().find((document) => document.id === Number(params.id))),
    ),
  ];
}

async function renderSection(role: Role) {
  await renderScreen(<DocumentsSection />, '/', '/', { role });
  await screen.findByRole('table', { name: 'Documents' });
}

describe('documents on the home screen', () => {
  it('shows languages, status and approval progress per document', async () => {
    mockServer.use(...serveDocuments(() => [ready]));
    await renderSection('user');
    const row = screen.getByRole('link', { name: 'ready.xlf' }).closest('tr')!;
    expect(row.textContent).toContain('en → de');
    expect(within(row).getByText('XLIFF 1.2 and 2.0')).toBeTruthy();
    // The API's word for the state, as everywhere.
    expect(within(row).getByText('done')).toBeTruthy();
    expect(row.textContent).toContain('1 / 4 segments · 5 / 20 words');
    expect(
      screen.getByRole('progressbar', { name: 'Confirmed segments of ready.xlf' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    // Users translate; only managers upload.
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });

  it('lets a manager upload an XLIFF file, refusing other files before sending them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let documents: Document[] = [ready];
    let received: string | null = null;
    mockServer.use(
      ...serveDocuments(() => documents),
      http.post('*/api/document/', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        received = file.name;
        documents = [uploaded, ...documents];
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeTruthy();
    const input = screen.getByLabelText('Document file to upload');
    await user.upload(input, new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      `Documents can be uploaded in these formats: ${DOCUMENT_FORMATS_READ}.`,
    );
    expect(received).toBeNull();

    await user.upload(input, new File(['<xliff version="1.2"/>'], 'new.xlf', { type: 'application/xliff+xml' }));
    await waitFor(() => expect(received).toBe('new.xlf'));
    const row = (await screen.findByRole('link', { name: 'new.xlf' })).closest('tr')!;
    expect(within(row).getByText('uploaded')).toBeTruthy();
    // Languages the server has not read yet are said to be unknown, never "?".
    expect(row.textContent).toContain('(not set) → (not set)');
    expect(row.textContent).not.toContain('?');
  });

  it("says, where the upload finishes and on the document's row, what became of the file's tracked changes and comments", async () => {
    const user = userEvent.setup();
    const reviewed = testDocument({
      id: 43,
      name: 'terms.docx',
      type: 'DOCX',
      status: 'uploaded',
      review_marks: { tracked_changes: 3, comments: 2, comments_translated: true },
    });
    let documents: Document[] = [ready];
    mockServer.use(
      ...serveDocuments(() => documents),
      http.post('*/api/document/', () => {
        documents = [{ ...reviewed, review_marks: null }, ...documents];
        return HttpResponse.json(documents[0], { status: 202 });
      }),
    );
    await renderSection('manager');
    await user.upload(screen.getByLabelText('Document file to upload'), new File(['PK'], 'terms.docx'));
    await screen.findByRole('link', { name: 'terms.docx' });
    // Nothing is said while the file is being read: what it holds is not known yet.
    expect(screen.queryByRole('status', { name: 'Tracked changes and comments in terms.docx' })).toBeNull();
    documents = [{ ...reviewed, status: 'done' }, ready];
    const notice = await screen.findByRole(
      'status',
      { name: 'Tracked changes and comments in terms.docx' },
      { timeout: 4000 },
    );
    const said = 'This file has 3 tracked changes: translated as accepted. 2 comments: kept, shown to translators.';
    expect(notice.textContent).toBe(said);
    const row = screen.getByRole('link', { name: 'terms.docx' }).closest('tr')!;
    expect(within(row).getByRole('note', { name: 'Tracked changes and comments in terms.docx' }).textContent).toBe(
      said,
    );
    // A file without either, or in a format that has none, says nothing.
    expect(screen.queryByRole('note', { name: 'Tracked changes and comments in ready.xlf' })).toBeNull();
  });

  it('asks only for the target language of a file that states its source (XLIFF 2.0 without trgLang) and uploads it again with it', async () => {
    const user = userEvent.setup();
    const sent: [string | null, string | null][] = [];
    const message =
      'This file does not name the language to translate it into: choose the target language (target_lang) and upload it again';
    mockServer.use(
      ...serveDocuments(() => [ready]),
      http.post('*/api/document/', async ({ request }) => {
        const languages = await languagesSent(request);
        sent.push(languages);
        if (!languages[1]) return languagesNeeded(message, ['target_lang']);
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    await user.upload(
      screen.getByLabelText('Document file to upload'),
      new File(['<xliff version="2.0" srcLang="en"/>'], 'new.xlf'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByLabelText('Source language')).toBeNull();
    await user.type(screen.getByLabelText('Target language'), 'de');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() =>
      expect(sent).toEqual([
        [null, null],
        [null, 'de'],
      ]),
    );
    await waitFor(() => expect(screen.queryByLabelText('Target language')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks only for the source language of a file that names its target (a PO with a Language header), and sends only it', async () => {
    const user = userEvent.setup();
    const sent: [string | null, string | null][] = [];
    const message =
      'This file does not say which language it is in: choose its language (source_lang) and upload it again';
    mockServer.use(
      ...serveDocuments(() => [ready]),
      http.post('*/api/document/', async ({ request }) => {
        const languages = await languagesSent(request);
        sent.push(languages);
        if (!languages[0]) return languagesNeeded(message, ['source_lang']);
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    const po = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "Open"\nmsgstr ""\n';
    await user.upload(screen.getByLabelText('Document file to upload'), new File([po], 'app.po'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByLabelText('Target language')).toBeNull();
    await user.type(screen.getByLabelText('Source language'), 'en');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() =>
      expect(sent).toEqual([
        [null, null],
        ['en', null],
      ]),
    );
    await waitFor(() => expect(screen.queryByLabelText('Source language')).toBeNull());
  });

  it('asks for the source and target languages of a file that states neither (plain text) in the language picker, and sends both', async () => {
    const user = userEvent.setup();
    const sent: [string | null, string | null][] = [];
    const message =
      'This file states neither its language nor the one to translate it into: choose both (source_lang, target_lang) and upload it again';
    mockServer.use(
      ...serveDocuments(() => [ready]),
      http.post('*/api/document/', async ({ request }) => {
        const languages = await languagesSent(request);
        sent.push(languages);
        if (!languages[0]) return languagesNeeded(message, ['source_lang', 'target_lang']);
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    await user.upload(screen.getByLabelText('Document file to upload'), new File(['Hello.'], 'notes.txt'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const source = screen.getByLabelText('Source language');
    const target = screen.getByLabelText('Target language');
    // The language picker: codes suggested with their names, the code typed named under the field.
    for (const field of [source, target]) expect(field.getAttribute('list')).toBe(languageSuggestions().id);
    expect(
      [...languageSuggestions().querySelectorAll('option')].map((option) => option.getAttribute('label')),
    ).toContain('Portuguese (Brazil)');
    await user.type(source, 'en');
    await user.type(target, 'de-at');
    expect(screen.getByText('German (Austria)')).toBeTruthy();
    await user.clear(target);
    await user.type(target, 'de');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() =>
      expect(sent).toEqual([
        [null, null],
        ['en', 'de'],
      ]),
    );
    await waitFor(() => expect(screen.queryByLabelText('Source language')).toBeNull());
  });

  it('offers to join the cues of subtitles that continue a sentence, and sends the choice with the languages asked', async () => {
    const user = userEvent.setup();
    const sent: { name: string; joinCues: string | null; languages: [string | null, string | null] }[] = [];
    mockServer.use(
      ...serveDocuments(() => [ready]),
      http.post('*/api/document/', async ({ request }) => {
        const form = await request.clone().formData();
        const languages = await languagesSent(request);
        sent.push({
          name: (form.get('file') as File).name,
          joinCues: form.get('join_cues') as string | null,
          languages,
        });
        if (!languages[0]) return languagesNeeded('Choose both', ['source_lang', 'target_lang']);
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    const input = screen.getByLabelText('Document file to upload');
    // Other files go at once, without the choice.
    await user.upload(input, new File(['<xliff version="1.2"/>'], 'new.xlf'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.joinCues).toBeNull();
    expect(screen.queryByLabelText('Join cues that continue a sentence')).toBeNull();

    // Subtitles wait for the choice, off until it is made.
    await user.upload(input, new File(['1\n00:00:01,000 --> 00:00:02,000\nHello\n'], 'film.SRT'));
    const join = screen.getByLabelText('Join cues that continue a sentence') as HTMLInputElement;
    expect(join.checked).toBe(false);
    expect(sent).toHaveLength(1);
    await user.click(join);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ name: 'film.SRT', joinCues: 'true', languages: [null, null] });

    // Asked for its languages, the file goes again with them and the same choice.
    await user.type(await screen.findByLabelText('Source language'), 'en');
    await user.type(screen.getByLabelText('Target language'), 'de');
    expect((screen.getByLabelText('Join cues that continue a sentence') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ name: 'film.SRT', joinCues: 'true', languages: ['en', 'de'] });
    await waitFor(() => expect(screen.queryByLabelText('Join cues that continue a sentence')).toBeNull());

    // A choice left off sends nothing: the server's default, cue by cue.
    await user.upload(input, new File(['WEBVTT\n'], 'talk.vtt'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]!.joinCues).toBeNull();
  });

  it('shows the format of each document and says which formats the upload reads, from the formats the API reads', async () => {
    const po: Document = { ...ready, id: 8, name: 'app.po', type: 'PO' };
    mockServer.use(...serveDocuments(() => [ready, po]));
    await renderSection('manager');
    const row = screen.getByRole('link', { name: 'app.po' }).closest('tr')!;
    expect(within(row).getByText('gettext PO')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Upload document' });
    const said = document.getElementById(button.getAttribute('aria-describedby')!)!.textContent!;
    for (const format of DOCUMENT_FORMATS) expect(said).toContain(format.label);
    const input = screen.getByLabelText('Document file to upload') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(DOCUMENT_FORMATS.flatMap((format) => format.extensions));
  });

  it('proposes the languages last given for a file that did not state them', async () => {
    const user = userEvent.setup();
    const sent: [string | null, string | null][] = [];
    mockServer.use(
      ...serveDocuments(() => [ready]),
      http.post('*/api/document/', async ({ request }) => {
        const languages = await languagesSent(request);
        sent.push(languages);
        if (!languages[0]) return languagesNeeded('Choose the languages', ['source_lang', 'target_lang']);
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    const { unmount } = await renderScreen(<DocumentsSection />, '/', '/', { role: 'manager' });
    await user.upload(await screen.findByLabelText('Document file to upload'), new File(['{}'], 'en.json'));
    await user.type(await screen.findByLabelText('Source language'), 'en');
    await user.type(screen.getByLabelText('Target language'), 'pt-BR');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() => expect(screen.queryByLabelText('Source language')).toBeNull());
    unmount();

    await renderSection('manager');
    await user.upload(screen.getByLabelText('Document file to upload'), new File(['Hello.'], 'notes.txt'));
    expect((screen.getByLabelText('Source language') as HTMLInputElement).value).toBe('en');
    expect((screen.getByLabelText('Target language') as HTMLInputElement).value).toBe('pt-BR');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() => expect(sent.at(-1)).toEqual(['en', 'pt-BR']));
  });

  it('remembers a language asked alone without forgetting the other one last given', async () => {
    const user = userEvent.setup();
    const sent: [string | null, string | null][] = [];
    mockServer.use(
      ...serveDocuments(() => [ready]),
      http.post('*/api/document/', async ({ request }) => {
        const file = (await request.clone().formData()).get('file') as File;
        const languages = await languagesSent(request);
        sent.push(languages);
        if (languages[0]) return HttpResponse.json(uploaded, { status: 202 });
        // The PO names its target language; the plain text file states neither.
        return languagesNeeded('Choose', file.name.endsWith('.po') ? ['source_lang'] : ['source_lang', 'target_lang']);
      }),
    );
    const chooseFile = async (file: File) => user.upload(await screen.findByLabelText('Document file to upload'), file);
    const sendLanguages = async () => {
      await user.click(screen.getByRole('button', { name: 'Upload with it' }));
      await waitFor(() => expect(screen.queryByLabelText('Source language')).toBeNull());
    };
    const { unmount } = await renderScreen(<DocumentsSection />, '/', '/', { role: 'manager' });
    await chooseFile(new File(['Hello.'], 'notes.txt'));
    await user.type(await screen.findByLabelText('Source language'), 'en');
    await user.type(screen.getByLabelText('Target language'), 'de');
    await sendLanguages();
    await chooseFile(new File(['msgid ""\nmsgstr ""\n"Language: de\\n"\n'], 'app.po'));
    const source = await screen.findByLabelText('Source language');
    await user.clear(source);
    await user.type(source, 'fr');
    await sendLanguages();
    expect(sent.at(-1)).toEqual(['fr', null]);
    unmount();

    await renderSection('manager');
    await chooseFile(new File(['Hello.'], 'notes.txt'));
    expect((await screen.findByLabelText<HTMLInputElement>('Source language')).value).toBe('fr');
    expect(screen.getByLabelText<HTMLInputElement>('Target language').value).toBe('de');
  });

  it('gives the upload one tab stop, the button, which opens the file picker', async () => {
    const user = userEvent.setup();
    mockServer.use(...serveDocuments(() => [ready]));
    await renderSection('manager');
    const input = screen.getByLabelText('Document file to upload') as HTMLInputElement;
    const opened = new Promise((resolve) => input.addEventListener('click', resolve, { once: true }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload document' }));
    await user.keyboard('{Enter}');
    await opened;
    await user.tab({ shift: true });
    expect(document.activeElement).not.toBe(input);
  });

  it('asks for a page of the documents outside any project at a time, never for every document', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/document/') asked.push(url.search);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    // More than a page outside any project, newest first as the server answers; one in a project.
    const loose = Array.from({ length: HOME_DOCUMENTS_PAGE_SIZE + 3 }, (_, i) =>
      testDocument({ ...ready, id: 100 + i, name: `loose-${i}.xlf` }),
    ).reverse();
    const filed = testDocument({ ...ready, id: 999, name: 'filed.xlf', project_id: 3 });
    await renderScreen(<DocumentsSection />, '/', '/', {
      role: 'user',
      prepare: (mock) => void mock.documents.splice(0, mock.documents.length, ...loose, filed),
    });
    const table = await screen.findByRole('table', { name: 'Documents' });
    const names = () => textsOf(within(screen.getByRole('table', { name: 'Documents' })).getAllByRole('link'));
    expect(within(table).getAllByRole('link')).toHaveLength(HOME_DOCUMENTS_PAGE_SIZE);
    expect(names()[0]).toBe(`loose-${HOME_DOCUMENTS_PAGE_SIZE + 2}.xlf`);
    expect(names()).not.toContain('filed.xlf');
    const pages = await screen.findByRole('navigation', { name: 'Pages of documents' });
    expect(pages.textContent).toContain(`1–${HOME_DOCUMENTS_PAGE_SIZE} of ${HOME_DOCUMENTS_PAGE_SIZE + 3}`);

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toEqual(['loose-2.xlf', 'loose-1.xlf', 'loose-0.xlf']));
    expect(asked).toEqual([
      `?project=none&page=0&limit=${HOME_DOCUMENTS_PAGE_SIZE}`,
      `?project=none&page=1&limit=${HOME_DOCUMENTS_PAGE_SIZE}`,
    ]);
  });

  it('shows no pages while the documents fit in one', async () => {
    mockServer.use(...serveDocuments(() => [ready]));
    await renderSection('user');
    expect(screen.queryByRole('navigation', { name: 'Pages of documents' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_FORMATS, DOCUMENT_FORMATS_READ, type Document, type Role } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testDocument } from '../../testing.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';

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

async function renderSection(role: Role) {
  await renderScreen(<DocumentsSection />, '/', '/', { role });
  await screen.findByRole('table', { name: 'Documents' });
}

describe('documents on the home screen', () => {
  it('shows languages, status and approval progress per document', async () => {
    mockServer.use(http.get('*/api/document/', () => HttpResponse.json([ready])));
    await renderSection('user');
    const row = screen.getByRole('link', { name: 'ready.xlf' }).closest('tr')!;
    expect(row.textContent).toContain('en → de');
    expect(within(row).getByText('XLIFF 1.2 and 2.0')).toBeTruthy();
    // The API's word for the state, as everywhere.
    expect(within(row).getByText('done')).toBeTruthy();
    expect(row.textContent).toContain('1 / 4 segments · 5 / 20 words');
    expect(
      screen.getByRole('progressbar', { name: 'Approved segments of ready.xlf' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    // Users translate; only managers upload.
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
  });

  it('lets a manager upload an XLIFF file, refusing other files before sending them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let documents: Document[] = [ready];
    let received: string | null = null;
    mockServer.use(
      http.get('*/api/document/', () => HttpResponse.json(documents)),
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

  it('asks for the target language when the server needs it (XLIFF 2.0 without trgLang) and uploads the file again with it', async () => {
    const user = userEvent.setup();
    const sent: (string | null)[] = [];
    const message =
      'This file does not name the language to translate it into: choose the target language (target_lang) and upload it again';
    mockServer.use(
      http.get('*/api/document/', () => HttpResponse.json([ready])),
      http.post('*/api/document/', async ({ request }) => {
        const language = (await request.formData()).get('target_lang') as string | null;
        sent.push(language);
        if (!language) return HttpResponse.json({ message, details: { field: 'target_lang' } }, { status: 422 });
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    await user.upload(
      screen.getByLabelText('Document file to upload'),
      new File(['<xliff version="2.0"/>'], 'new.xlf'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.type(screen.getByLabelText('Target language'), 'de');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() => expect(sent).toEqual([null, 'de']));
    await waitFor(() => expect(screen.queryByLabelText('Target language')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the source and target languages of a file that states neither (plain text) and sends both', async () => {
    const user = userEvent.setup();
    const sent: [string | null, string | null][] = [];
    const message =
      'This file does not say which language it is in: choose its language (source_lang) and upload it again';
    mockServer.use(
      http.get('*/api/document/', () => HttpResponse.json([ready])),
      http.post('*/api/document/', async ({ request }) => {
        const form = await request.formData();
        const languages = [form.get('source_lang'), form.get('target_lang')] as [string | null, string | null];
        sent.push(languages);
        if (!languages[0]) return HttpResponse.json({ message, details: { field: 'source_lang' } }, { status: 422 });
        return HttpResponse.json(uploaded, { status: 202 });
      }),
    );
    await renderSection('manager');
    await user.upload(screen.getByLabelText('Document file to upload'), new File(['Hello.'], 'notes.txt'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.type(screen.getByLabelText('Source language'), 'en');
    await user.type(screen.getByLabelText('Target language'), 'de');
    await user.click(screen.getByRole('button', { name: 'Upload with it' }));
    await waitFor(() =>
      expect(sent).toEqual([
        [null, null],
        ['en', 'de'],
      ]),
    );
    await waitFor(() => expect(screen.queryByLabelText('Source language')).toBeNull());
  });

  it('shows the format of each document and says which formats the upload reads, from the formats the API reads', async () => {
    const po: Document = { ...ready, id: 8, name: 'app.po', type: 'PO' };
    mockServer.use(http.get('*/api/document/', () => HttpResponse.json([ready, po])));
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
      http.get('*/api/document/', () => HttpResponse.json([ready])),
      http.post('*/api/document/', async ({ request }) => {
        const form = await request.formData();
        sent.push([form.get('source_lang') as string | null, form.get('target_lang') as string | null]);
        if (!form.get('source_lang'))
          return HttpResponse.json(
            { message: 'Choose its language', details: { field: 'source_lang' } },
            { status: 422 },
          );
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

  it('gives the upload one tab stop, the button, which opens the file picker', async () => {
    const user = userEvent.setup();
    mockServer.use(http.get('*/api/document/', () => HttpResponse.json([ready])));
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
});

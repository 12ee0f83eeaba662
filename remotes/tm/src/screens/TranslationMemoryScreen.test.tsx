import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TmRecord, TranslationMemory } from '@tessera/shared/contract';
import { db, mockServer, mockTmUnits } from '@tessera/shared/mocks/node';
import { expectResourceHeader } from '@tessera/shared/mocks/render';
import { renderTmScreen } from './testing.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

const table = () => screen.getByRole('table', { name: 'Translation units' });
const rows = () => within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const currentUrl = () => screen.getByLabelText('Current location').textContent;

/** The sample TM's screen opened at `path`, once its units show, and a user to drive it. */
async function openSampleTm(path = '/tm/1', role?: 'admin' | 'manager' | 'user') {
  const user = userEvent.setup();
  const view = await renderTmScreen(path, { role });
  await screen.findByRole('table', { name: 'Translation units' });
  return { ...view, user };
}

/** Ends the running import of TM `id` as the server would have: the mock reads no file. */
function endImport(id: number, end: Partial<TranslationMemory>) {
  Object.assign(
    db.translationMemories.find((tm) => tm.id === id)!,
    { processing_progress: 1, ...end },
  );
}

/** The screen of a TM (id 9) whose import has not finished well: no units, no target language. */
function renderImportingTm(tm: Pick<TranslationMemory, 'name' | 'processing_status'> & Partial<TranslationMemory>) {
  return renderTmScreen('/tm/9', {
    prepare: (mock) => {
      mock.translationMemories.push({
        id: 9,
        created_by: 1,
        source_lang: '',
        target_lang: '',
        records_count: 0,
        created_at: new Date().toISOString(),
        processing_progress: 0,
        processing_error: null,
        import_report: null,
        ...tm,
      });
    },
  });
}

describe('translation-memory screen', () => {
  it('shows the name, languages and unit count, and pages the units by 100', async () => {
    const { user } = await openSampleTm();
    expectResourceHeader('units-count', 'Main EN-DE memory', 'en → de', '130 units');
    expect(rows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(currentUrl()).toBe('/tm/1?page=1');
  });

  it('shows inline codes as tag chips, not as escaped markup', async () => {
    await openSampleTm();
    const tagged = rows()[3]!;
    expect(tagged.cells[0]!.textContent).toBe('Print the invoice 3<1/>');
    expect(within(tagged.cells[0]!).getByTitle('Inline code: {0}')).toBeTruthy();
  });

  it('searches source or target and marks every match', async () => {
    const { user } = await openSampleTm();
    await user.type(screen.getByRole('searchbox', { name: 'Search units' }), 'PASSWORT');
    // Debounced typing plus a fetch: allow for a busy machine.
    await waitFor(() => expect(rows()).toHaveLength(13), { timeout: 5000 });
    expect(currentUrl()).toBe('/tm/1?search=PASSWORT');
    const marks = within(rows()[0]!.cells[1]!).getAllByText((_, element) => element?.tagName === 'MARK');
    expect(marks.map((m) => m.textContent)).toEqual(['Passwort']);
  });

  it('edits a unit inline: Enter saves, Esc cancels', async () => {
    const { user } = await openSampleTm('/tm/1?search=settings 21');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Edit unit Open the settings 21' }));
    const target = screen.getByRole('textbox', { name: 'Edit target' });
    await user.clear(target);
    await user.type(target, 'Einstellungen & Optionen{Escape}');
    expect(rows()[0]!.cells[1]!.textContent).toBe('Einstellungen öffnen 21');

    await user.click(screen.getByRole('button', { name: 'Edit unit Open the settings 21' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit target' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit target' }), 'Einstellungen & Optionen{Enter}');
    await waitFor(() => expect(rows()[0]!.cells[1]!.textContent).toBe('Einstellungen & Optionen'));
  });

  it('edits a unit with inline tags as text with tag tokens, keeping the tags; a lost tag is refused before sending', async () => {
    const { user } = await openSampleTm('/tm/1?search=invoice 13');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Edit unit Print the invoice 13' }));
    const target = screen.getByRole('textbox', { name: 'Edit target' }) as HTMLTextAreaElement;
    expect(target.value).toBe('Rechnung drucken 13⟨1/⟩');
    await user.clear(target);
    await user.type(target, 'Beleg <drucken>{Enter}');
    expect(screen.getByText('Target: Keep every tag: ⟨1/⟩ is missing.')).toBeTruthy();
    await user.clear(target);
    await user.type(target, 'Beleg ⟨1/⟩ & <drucken>{Enter}');
    await waitFor(() => expect(rows()[0]!.cells[1]!.textContent).toBe('Beleg <1/> & <drucken>'));
    expect(within(rows()[0]!.cells[1]!).getByTitle('Inline code: {0}')).toBeTruthy();
  });

  it('deletes a unit after confirmation', async () => {
    const { user } = await openSampleTm('/tm/1?search=invoice 13');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete unit Print the invoice 13' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete unit' }));
    expect(await screen.findByText('No matching units')).toBeTruthy();
    expect(mockTmUnits().some((unit) => unit.source_text === 'Print the invoice 13')).toBe(false);
  });

  it('returns focus to the row after Enter saves and Esc cancels, and to the next row after a delete', async () => {
    const { user } = await openSampleTm('/tm/1?search=file 1');
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
    const sources = rows().map((row) =>
      within(row)
        .getByRole('button', { name: /^Edit unit / })
        .getAttribute('aria-label')!
        .slice('Edit unit '.length),
    );
    const editButton = (source: string) => screen.getByRole('button', { name: `Edit unit ${source}` });
    await user.click(editButton(sources[0]!));
    await user.type(screen.getByRole('textbox', { name: 'Edit target' }), ' neu{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(editButton(sources[0]!)));
    await user.keyboard('{Enter}{Escape}');
    expect(document.activeElement).toBe(editButton(sources[0]!));

    screen.getByRole('button', { name: `Delete unit ${sources[0]}` }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(document.activeElement).toBe(editButton(sources[1]!)));
  });

  it("sums up the units or the search's matches, treating the search 'null' or 'undefined' as none", async () => {
    const { user } = await openSampleTm('/tm/1?search=undefined');
    await waitFor(() => expect(screen.getByTestId('units-summary').textContent).toBe('130 total'));
    await user.type(screen.getByRole('searchbox', { name: 'Search units' }), 'PASSWORT');
    await waitFor(() => expect(screen.getByTestId('units-summary').textContent).toBe('13 matching'), { timeout: 5000 });
  });

  it('shows a capped count of matches as "1,000+" and pages on while pages are full, to the exact last one', async () => {
    // The server counts 1,000 matches and stops; the partly filled page after the tenth ends them at 1,042.
    const unit = (n: number): TmRecord => {
      const text = { source: `apple ${n}`, target: `Apfel ${n}` };
      return { ...mockTmUnits()[0]!, id: 5000 + n, ...text, source_text: text.source, target_text: text.target };
    };
    mockServer.use(
      http.get('*/api/translation_memory/1/records', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          page < 10
            ? {
                records: Array.from({ length: 100 }, (_, i) => unit(page * 100 + i)),
                total_rows: 1000,
                total_rows_capped: true,
              }
            : { records: Array.from({ length: 42 }, (_, i) => unit(1000 + i)), total_rows: 1042 },
        );
      }),
    );
    const { user } = await openSampleTm('/tm/1?search=apple&page=9');
    const pages = () => screen.getByRole('navigation', { name: 'Units pages' }).textContent;
    await waitFor(() => expect(screen.getByTestId('units-summary').textContent).toBe('1,000+ matching'));
    expect(pages()).toContain('901–1,000 of 1,000+');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('units-summary').textContent).toBe('1,042 matching'));
    expect(pages()).toContain('1,001–1,042 of 1,042');
    expect(rows()[0]!.cells[0]!.textContent).toBe('apple 1000');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers download, rename and delete to managers only', async () => {
    await openSampleTm('/tm/1', 'manager');
    expect(screen.getByRole('button', { name: 'Download TMX' })).toBeTruthy();
    cleanup();
    await openSampleTm('/tm/1', 'user');
    expect(screen.queryByRole('button', { name: 'Download TMX' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit unit Save the file 0' })).toBeTruthy();
  });

  it('shows a running import with its progress, then why it failed', async () => {
    await renderImportingTm({ name: 'Incoming', processing_status: 'processing' });
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Translation units' })).toBeNull();
    endImport(9, { processing_status: 'error', processing_error: 'Not a TMX file: the root element is not <tmx>' });
    expect(await screen.findByText('The import failed', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByText(/Not a TMX file/)).toBeTruthy();
  });

  it('imports a TMX file into the TM from the header; a toast follows the import to its end', async () => {
    const { user } = await openSampleTm('/tm/1', 'manager');
    await user.click(screen.getByRole('button', { name: 'Import TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX into "Main EN-DE memory"' });
    const tmx =
      '<tmx version="1.4"><body><tu><tuv xml:lang="en"><seg>Hello</seg></tuv><tuv xml:lang="de"><seg>Hallo</seg></tuv></tu></body></tmx>';
    await user.upload(within(dialog).getByLabelText('TMX file'), new File([tmx], 'more.tmx'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/^Importing into translation memory "Main EN-DE memory"… \d+%$/)).toBeTruthy();
    // The import adds the file's one unit.
    endImport(1, { processing_status: 'done', records_count: 131 });
    expect(
      await screen.findByText(
        'The import into translation memory "Main EN-DE memory" has finished',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Importing into/)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('131 units'));
  }, 30_000);

  it('a failed import says why in a toast and on the screen, offering “Try another file” and “Delete”', async () => {
    const { user } = await openSampleTm('/tm/1', 'manager');
    await user.click(screen.getByRole('button', { name: 'Import TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX into "Main EN-DE memory"' });
    await user.upload(within(dialog).getByLabelText('TMX file'), new File(['source;target'], 'terms.tmx'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await screen.findByText(/^Importing into translation memory "Main EN-DE memory"… \d+%$/);
    endImport(1, { processing_status: 'error', processing_error: 'Not a TMX file: the root element is not <tmx>' });
    const failed = await screen.findByText(
      /^The import into translation memory "Main EN-DE memory" failed: Not a TMX file/,
      {},
      { timeout: 8000 },
    );
    expect(screen.queryByText(/^Importing into/)).toBeNull();
    // The TM keeps its units; the screen says why too.
    expect(screen.getByRole('alert').textContent).toMatch(/The import failed.*Not a TMX file/);
    expect(rows()).toHaveLength(100);
    const toast = failed.closest('div')!.parentElement!;
    await user.click(within(toast).getByRole('button', { name: 'Try another file' }));
    expect(await screen.findByRole('dialog', { name: 'Import TMX into "Main EN-DE memory"' })).toBeTruthy();
    expect(currentUrl()).toBe('/tm/1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Delete memory' }));
    expect(await screen.findByRole('dialog', { name: 'Delete translation memory?' })).toBeTruthy();
  }, 30_000);

  it('opens the dialog a failed import’s toast asked for (?then=import), for managers only', async () => {
    await openSampleTm('/tm/1?then=delete', 'manager');
    expect(await screen.findByRole('dialog', { name: 'Delete translation memory?' })).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe('/tm/1'));
    cleanup();
    await openSampleTm('/tm/1?then=import', 'user');
    await waitFor(() => expect(currentUrl()).toBe('/tm/1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says which language is not set instead of a question mark', async () => {
    await renderImportingTm({
      name: 'Half known',
      source_lang: 'en',
      processing_status: 'error',
      processing_error: 'The TMX file holds no translation units',
    });
    expect((await screen.findByLabelText('Languages')).textContent).toBe('en → (not set)');
  });

  it('tells a missing TM apart from other errors', async () => {
    await renderTmScreen('/tm/404');
    expect(await screen.findByText('Translation memory not found')).toBeTruthy();
  });
});

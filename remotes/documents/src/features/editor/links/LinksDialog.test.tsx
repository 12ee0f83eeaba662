import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentTmLink, Role } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testDocument, textsOf } from '../../../common/testing.tsx';
import { LinksButton } from './LinksButton.tsx';
import { termHitsKey } from '../lookup/index.ts';

const document1 = testDocument();
const tm = (id: number, name: string) => ({
  id,
  name,
  created_by: 1,
  source_lang: 'en',
  target_lang: 'de',
  records_count: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  processing_status: 'done',
  processing_progress: 1,
  processing_error: null,
  import_report: null,
});
const glossary = (id: number, name: string) => ({
  id,
  name,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  processing_status: 'done',
  processing_progress: 1,
  processing_error: null,
  upload_time: null,
  created_by_user: { id: 1, username: 'admin' },
  records_count: 5,
  source_lang: 'en',
  target_lang: 'de',
  import_report: null,
});

let tmLinks: DocumentTmLink[];
let puts: { path: string; body: unknown }[];
let refuse: boolean;

serveMockApi();
beforeEach(() => {
  puts = [];
  refuse = false;
  tmLinks = [
    { id: 7, name: 'Help TM', mode: 'write', position: 0, inherited: false },
    { id: 8, name: 'Legacy TM', mode: 'read', position: 1, inherited: false },
  ];
  const names: Record<number, string> = { 7: 'Help TM', 8: 'Legacy TM', 9: 'Marketing TM' };
  mockServer.use(
    http.get('*/api/document/1/translation_memories', () => HttpResponse.json(tmLinks)),
    http.get('*/api/document/1/glossaries', () =>
      HttpResponse.json([{ id: 3, name: 'Product terms', position: 0, inherited: false }]),
    ),
    http.get('*/api/document/1/match_settings', () => HttpResponse.json({ display_threshold: 75 })),
    http.get('*/api/translation_memory/', () =>
      HttpResponse.json([tm(7, 'Help TM'), tm(8, 'Legacy TM'), tm(9, 'Marketing TM')]),
    ),
    http.get('*/api/glossary/', () => HttpResponse.json([glossary(3, 'Product terms'), glossary(4, 'Legal terms')])),
    http.put('*/api/document/1/translation_memories', async ({ request }) => {
      const body = (await request.json()) as { memories: { id: number; mode: 'read' | 'write' }[] };
      puts.push({ path: 'translation_memories', body });
      if (refuse) return HttpResponse.json({ message: 'No translation memory has the id 9' }, { status: 400 });
      return HttpResponse.json(
        body.memories.map((link, position) => ({ ...link, name: names[link.id], position, inherited: false })),
      );
    }),
    http.put('*/api/document/1/glossaries', async ({ request }) => {
      const body = (await request.json()) as { glossaries: { id: number }[] };
      puts.push({ path: 'glossaries', body });
      return HttpResponse.json(
        body.glossaries.map((link, position) => ({ ...link, name: `Glossary ${link.id}`, position, inherited: false })),
      );
    }),
    http.put('*/api/document/1/match_settings', async ({ request }) => {
      const body = await request.json();
      puts.push({ path: 'match_settings', body });
      return HttpResponse.json(body);
    }),
    http.get('*/api/document/1/repetition_settings', () => HttpResponse.json({ propagation: 'offer' })),
    http.put('*/api/document/1/repetition_settings', async ({ request }) => {
      const body = await request.json();
      puts.push({ path: 'repetition_settings', body });
      return HttpResponse.json(body);
    }),
  );
});

async function openDialog(role: Role, document = document1) {
  const user = userEvent.setup();
  await renderScreen(<LinksButton document={document} />, '/document/:id', '/document/1', { role });
  await user.click(screen.getByRole('button', { name: 'TMs and glossaries' }));
  const dialog = await screen.findByRole('dialog', { name: 'Translation memories and glossaries of help.xlf' });
  return { user, dialog };
}

const usedTms = () =>
  within(screen.getByRole('list', { name: 'Translation memories, by priority' })).getAllByRole('listitem');

describe('links dialog', () => {
  it('shows a translator which memories and glossaries the document uses, without changing them', async () => {
    const { dialog } = await openDialog('user');
    expect((await within(dialog).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Help TM (read and write)',
      'Legacy TM (read)',
      'Product terms',
    ]);
    expect(within(dialog).getByText('75%')).toBeTruthy();
    expect(within(dialog).getByText('offer to fill its repetitions')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it("says where a memory or glossary is in a regional form of the document's languages, or in others", async () => {
    mockServer.use(
      http.get('*/api/translation_memory/', () =>
        HttpResponse.json([tm(7, 'Help TM'), { ...tm(8, 'Legacy TM'), source_lang: 'fr' }, tm(9, 'Marketing TM')]),
      ),
    );
    const usDocument = testDocument({ source_lang: 'en-US', target_lang: 'de' });
    for (const role of ['user', 'manager'] as const) {
      const { dialog } = await openDialog(role, usDocument);
      const memories = await within(dialog).findByRole('list', { name: 'Languages the memories serve' });
      expect(textsOf(within(memories).getAllByRole('listitem'))).toEqual([
        '"Help TM" (en → de) serves this document (en-US → de): a resource of a language serves its regional ' +
          'forms and the other way round.',
        '"Legacy TM" (fr → de) is in other languages than this document (en-US → de): its matches and terms may ' +
          'not fit.',
      ]);
      expect(within(dialog).getByRole('list', { name: 'Languages the glossaries serve' }).textContent).toContain(
        '"Product terms" (en → de) serves this document',
      );
      cleanup();
    }
    // A document of the resources' own languages needs no note.
    const { dialog } = await openDialog('manager');
    await within(dialog).findByRole('combobox', { name: 'Add a translation memory' });
    expect(within(dialog).queryByRole('list', { name: 'Languages the glossaries serve' })).toBeNull();
  });

  it('lets a manager add a memory, set its mode, change the order, and saves only what changed', async () => {
    const { user, dialog } = await openDialog('manager');
    await within(dialog).findByRole('list', { name: 'Translation memories, by priority' });
    const add = await within(dialog).findByRole('combobox', { name: 'Add a translation memory' });
    // Memories in use are not offered again.
    await waitFor(() =>
      expect(textsOf(within(add).getAllByRole('option'))).toEqual(['Choose…', 'Marketing TM (en → de)']),
    );
    await user.selectOptions(add, '9');
    await user.click(within(dialog).getAllByRole('button', { name: 'Add' })[0]!);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mode of Marketing TM' }), 'write');
    await user.click(within(dialog).getByRole('button', { name: 'Move Marketing TM up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Help TM' }));
    expect(usedTms().map((item) => item.querySelector('.truncate')?.textContent)).toEqual([
      'Marketing TM',
      'Legacy TM',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([
      {
        path: 'translation_memories',
        body: {
          memories: [
            { id: 9, mode: 'write' },
            { id: 8, mode: 'read' },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('saves glossaries and the threshold, and refuses a threshold out of range', async () => {
    const { user, dialog } = await openDialog('admin');
    const threshold = await within(dialog).findByRole('spinbutton', { name: 'Show matches from (%)' });
    await user.clear(threshold);
    await user.type(threshold, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 50 to 100')).toBeTruthy();
    expect(puts).toEqual([]);
    await user.clear(threshold);
    await user.type(threshold, '85');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Add a glossary' }), '4');
    await user.click(within(dialog).getAllByRole('button', { name: 'Add' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([
      { path: 'glossaries', body: { glossaries: [{ id: 3 }, { id: 4 }] } },
      { path: 'match_settings', body: { display_threshold: 85 } },
    ]);
  });

  it('lets a manager have confirmations fill the repetitions at once', async () => {
    const { user, dialog } = await openDialog('manager');
    const propagation = await within(dialog).findByRole('combobox', {
      name: 'When a segment with repetitions is confirmed',
    });
    expect((propagation as HTMLSelectElement).value).toBe('offer');
    await user.selectOptions(propagation, 'Fill its repetitions at once');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([{ path: 'repetition_settings', body: { propagation: 'auto' } }]);
  });

  it("makes the segments' term hits stale when the glossaries change, and only then", async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderScreen(<LinksButton document={document1} />, '/document/:id', '/document/1', {
      role: 'manager',
    });
    queryClient.setQueryData(termHitsKey(100), []);
    const stale = () => queryClient.getQueryState(termHitsKey(100))?.isInvalidated;
    const save = async (change: (dialog: HTMLElement) => Promise<void>) => {
      await user.click(screen.getByRole('button', { name: 'TMs and glossaries' }));
      const dialog = await screen.findByRole('dialog', { name: 'Translation memories and glossaries of help.xlf' });
      await within(dialog).findByRole('list', { name: 'Translation memories, by priority' });
      await change(dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await save(async (dialog) => user.click(within(dialog).getByRole('button', { name: 'Remove Help TM' })));
    expect(stale()).toBe(false);
    await save(async (dialog) => {
      await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Add a glossary' }), '4');
      await user.click(within(dialog).getAllByRole('button', { name: 'Add' })[1]!);
    });
    expect(stale()).toBe(true);
  });

  it("keeps the dialog open with the server's words when saving fails", async () => {
    refuse = true;
    const { user, dialog } = await openDialog('manager');
    await user.click(await within(dialog).findByRole('button', { name: 'Move Legacy TM up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No translation memory has the id 9')).toBeTruthy();
    expect(usedTms()).toHaveLength(2);
  });

  it("shows a project's lists as the project's, and gives the document its own list or the project's back", async () => {
    tmLinks = tmLinks.map((link) => ({ ...link, inherited: true }));
    const { user, dialog } = await openDialog('manager', { ...document1, project_id: 5 });
    const inherit = await within(dialog).findByRole('checkbox', { name: "Use the project's translation memories" });
    expect((inherit as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText("The project's list: Help TM, Legacy TM.")).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Add a translation memory' })).toBeNull();
    // Its own list starts as a copy of the project's.
    await user.click(inherit);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Legacy TM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([{ path: 'translation_memories', body: { memories: [{ id: 7, mode: 'write' }] } }]);

    puts = [];
    tmLinks = [{ id: 7, name: 'Help TM', mode: 'write', position: 0, inherited: false }];
    cleanup();
    const again = await openDialog('manager', { ...document1, project_id: 5 });
    await again.user.click(await within(again.dialog).findByRole('checkbox', { name: "Use the project's glossaries" }));
    await again.user.click(
      within(again.dialog).getByRole('checkbox', { name: "Use the project's translation memories" }),
    );
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([
      { path: 'translation_memories', body: { memories: [], inherit: true } },
      { path: 'glossaries', body: { glossaries: [], inherit: true } },
    ]);
  });
});

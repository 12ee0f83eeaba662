import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONCORDANCE_PAGE_SIZE, inlineToken, type DocumentRecord, type Substitution } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { askedRecords, chipLabels, serveMockApi, testSegment } from '../../../common/testing.tsx';
import { renderSidePanel } from './testing.tsx';

const t = inlineToken;
const record = (position: number, fields: Partial<DocumentRecord> = {}): DocumentRecord =>
  testSegment(position, { source: `Sentence ${position}`, words: 2, ...fields });
const match = (fields: Partial<Substitution>): Substitution => ({
  source: '',
  target: '',
  target_text: '',
  similarity: 100,
  tm_id: 7,
  tm_name: 'Help TM',
  unit_id: 1,
  updated_at: '2026-03-04T10:00:00.000Z',
  changed_at: '2026-03-04T10:00:00.000Z',
  updated_by: 'anna',
  ...fields,
});

const segment = record(0, {
  source: `Click ${t(1)}Save${t(2)} to keep the file`,
  codes: [
    { id: 1, kind: 'open', label: '<1>', xml: '<g id="1">' },
    { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
  ],
});
let substitutions: Record<number, Substitution[]>;
let threshold: number;
let asked: number[];
/** The segments of each batch of matches fetched ahead, in the order sent. */
let batches: number[][];
let searches: URLSearchParams[];
let concordanceCapped: boolean;
let links: { id: number; name: string; mode: 'read' | 'write'; position: number }[];

serveMockApi();
beforeEach(() => {
  threshold = 75;
  asked = [];
  batches = [];
  searches = [];
  concordanceCapped = false;
  links = [
    { id: 7, name: 'Help TM', mode: 'write', position: 0 },
    { id: 9, name: 'Old TM', mode: 'read', position: 1 },
  ];
  substitutions = {
    100: [
      match({
        source: 'Click Save to keep the file',
        target: `Klicken Sie auf ${t(1)}Speichern${t(2)}, um die Datei zu behalten`,
        similarity: 98,
        unit_id: 1,
      }),
      match({
        source: 'Click Save to keep the folder',
        target: `Klicken Sie auf ${t(1)}Speichern${t(2)}, um den Ordner zu behalten`,
        similarity: 88,
        unit_id: 2,
        tm_name: 'Old TM',
        updated_by: null,
      }),
      match({ source: 'Click Open to see the folder', target: 'Klicken Sie auf Öffnen', similarity: 60, unit_id: 3 }),
    ],
  };
  mockServer.use(
    http.get('*/api/document/1/match_settings', () => HttpResponse.json({ display_threshold: threshold })),
    http.get('*/api/document/records/:id/substitutions', ({ params }) => {
      asked.push(Number(params.id));
      return HttpResponse.json(substitutions[Number(params.id)] ?? []);
    }),
    http.get('*/api/document/1/substitutions', ({ request }) => {
      const ids = askedRecords(request);
      batches.push(ids);
      return HttpResponse.json(ids.map((id) => ({ record_id: id, matches: substitutions[id] ?? [] })));
    }),
    http.get('*/api/document/1/translation_memories', () => HttpResponse.json(links)),
    http.get('*/api/document/records/:id/glossary_records', () => HttpResponse.json([])),
    http.get('*/api/translation_memory/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(params);
      const page = Number(params.get('page'));
      const hits = Array.from({ length: CONCORDANCE_PAGE_SIZE + 5 }, (_, index) => ({
        unit_id: index + 1,
        tm_id: 7,
        tm_name: 'Help TM',
        source: '',
        target: '',
        source_text: `Save the file ${index + 1}`,
        target_text: `Datei ${index + 1} speichern`,
        source_highlights: [
          [5, 8],
          [9, 13],
        ],
        target_highlights: [[0, 5]],
        updated_at: '2026-03-04T10:00:00.000Z',
        changed_at: '2026-03-04T10:00:00.000Z',
        updated_by: 'anna',
      }));
      const records = hits.slice(page * CONCORDANCE_PAGE_SIZE, (page + 1) * CONCORDANCE_PAGE_SIZE);
      // The server's answer to a broad search: the hits up to the page's end and that more follow, not a count.
      return HttpResponse.json(
        concordanceCapped
          ? { records, total_rows: CONCORDANCE_PAGE_SIZE, total_rows_capped: true }
          : { records, total_rows: hits.length },
      );
    }),
  );
});
/** The panel beside a sentence of the page, for the concordance search of a selection. */
const renderPanel = (active: DocumentRecord | null, loaded?: DocumentRecord[]) =>
  renderSidePanel(active, {
    loaded,
    beside: (
      <>
        <p lang="en">Select the file here</p>
        <p lang="de">Wähle die Datei hier</p>
      </>
    ),
  });

const matchItem = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Match ${n}:`) });

describe('side panel', () => {
  it('is a tablist whose tabs are only those that exist, Matches first and open', async () => {
    renderPanel(segment);
    const tablist = screen.getByRole('tablist', { name: 'Side panel' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Matches',
      'Concordance',
      'Terms',
      'QA',
      'History',
      'Comments',
      'Screens',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Matches' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderPanel(segment);
    const [matches, concordance] = screen.getAllByRole('tab');
    expect(concordance!.tabIndex).toBe(-1);
    await user.click(matches!);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(concordance);
    expect(screen.getByRole('tabpanel', { name: 'Concordance' })).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(matches);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Screens' }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Matches' })).toBeTruthy();
  });

  it.each([
    ['1', 'Matches'],
    ['2', 'Concordance'],
    ['3', 'Terms'],
    ['4', 'QA'],
    ['5', 'History'],
    ['6', 'Comments'],
    ['7', 'Screens'],
  ])('shows tab %s, %s, on Alt and its number from the target and moves the keyboard into it', async (digit, label) => {
    const user = userEvent.setup();
    renderPanel(segment);
    const target = document.createElement('div');
    target.contentEditable = 'true';
    document.body.append(target);
    target.focus();
    // Alt+digit types no character on Windows or Linux; the key's code names the digit whatever the layout.
    await user.keyboard(`{Alt>}[Digit${digit}]{/Alt}`);
    const tab = screen.getByRole('tab', { name: label });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('aria-keyshortcuts')).toBe(`Alt+${digit}`);
    const panel = await screen.findByRole('tabpanel', { name: label });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    target.remove();
  });

  it('lists the matches at or above the threshold with percentage, band, TM, author and date', async () => {
    renderPanel(segment);
    await screen.findByRole('list', { name: 'Translation memory matches' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Match 1: 98% from Help TM' })).toBe(matchItem(1));
    expect(screen.getByRole('listitem', { name: 'Match 2: 88% from Old TM' })).toBe(matchItem(2));
    expect(within(matchItem(1)).getByText('98%').dataset.band).toBe('high');
    expect(within(matchItem(2)).getByText('88%').dataset.band).toBe('medium');
    expect(within(matchItem(1)).getByText('anna, Mar 4, 2026')).toBeTruthy();
    expect(within(matchItem(2)).getByText('unknown author, Mar 4, 2026')).toBeTruthy();
    expect(screen.getByText('1 weaker match below 75% not shown.')).toBeTruthy();
  });

  it("marks the words of the match's source that differ from the segment's source", async () => {
    renderPanel(segment);
    await screen.findByRole('list', { name: 'Translation memory matches' });
    const second = matchItem(2);
    expect([...second.querySelectorAll('del')].map((part) => part.textContent)).toEqual(['folder']);
    expect([...second.querySelectorAll('ins')].map((part) => part.textContent)).toEqual(['file']);
    // The exact text match (the codes aside) has nothing marked.
    expect(matchItem(1).querySelectorAll('del, ins')).toHaveLength(0);
  });

  it("shows the match's target with the segment's codes as chips, and puts it in place of the target as tokens", async () => {
    const user = userEvent.setup();
    const { inserted, replaced } = renderPanel(segment);
    await screen.findByRole('list', { name: 'Translation memory matches' });
    expect(chipLabels(matchItem(1))).toEqual(['<1>', '</1>']);
    await user.click(screen.getByRole('button', { name: 'Insert match 2' }));
    expect(replaced).toEqual([`Klicken Sie auf ${t(1)}Speichern${t(2)}, um den Ordner zu behalten`]);
    expect(inserted).toEqual([]);
  });

  it('replaces the target with match N on Ctrl+N, whichever tab is open, and says why when there is no match N', async () => {
    const user = userEvent.setup();
    const { replaced, said } = renderPanel(segment);
    await screen.findByRole('list', { name: 'Translation memory matches' });
    await user.keyboard('{Control>}2{/Control}');
    await user.click(screen.getByRole('tab', { name: 'Concordance' }));
    await user.keyboard('{Control>}1{/Control}');
    // Match 3 is below the threshold: not shown, so not inserted.
    await user.keyboard('{Control>}3{/Control}');
    expect(replaced).toEqual([
      `Klicken Sie auf ${t(1)}Speichern${t(2)}, um den Ordner zu behalten`,
      `Klicken Sie auf ${t(1)}Speichern${t(2)}, um die Datei zu behalten`,
    ]);
    expect(said).toEqual(['There is no match 3: this segment has 2 matches of 75% or more.']);
  });

  it('says so when Ctrl+1 finds no match for the segment', async () => {
    const user = userEvent.setup();
    const { replaced, said } = renderPanel(record(1));
    await screen.findByText(/No match of 75% or more/);
    await user.keyboard('{Control>}1{/Control}');
    expect(replaced).toEqual([]);
    expect(said).toEqual(['This segment has no match of 75% or more.']);
  });

  it('says so when Ctrl+1 finds no match because the document uses no translation memory', async () => {
    links = [];
    const user = userEvent.setup();
    const { replaced, said } = renderPanel(record(1));
    await screen.findByText('This document uses no translation memory, so there are no matches.');
    await user.keyboard('{Control>}1{/Control}');
    expect(replaced).toEqual([]);
    expect(said).toEqual(['This document uses no translation memory: there is no match to insert.']);
  });

  it('puts nothing into a locked segment', async () => {
    const user = userEvent.setup();
    const { replaced } = renderPanel({ ...segment, locked: true });
    await screen.findByRole('list', { name: 'Translation memory matches' });
    await user.keyboard('{Control>}1{/Control}');
    expect(replaced).toEqual([]);
  });

  it('says when the document uses no translation memory, with the way to choose some', async () => {
    links = [];
    renderPanel(segment);
    expect(await screen.findByText('This document uses no translation memory, so there are no matches.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose translation memories' })).toBeTruthy();
  });

  it("follows the document's threshold", async () => {
    threshold = 90;
    renderPanel(segment);
    await screen.findByRole('list', { name: 'Translation memory matches' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('2 weaker matches below 90% not shown.')).toBeTruthy();
  });

  it('says when nothing reaches the threshold, and asks to pick a segment when none is active', async () => {
    substitutions[100] = [];
    const { show } = renderPanel(segment);
    expect(await screen.findByText("No match of 75% or more in this document's translation memories.")).toBeTruthy();
    show(null);
    expect(screen.getByText('Select a segment to see its matches.')).toBeTruthy();
  });

  it('says when the lookup failed and tries again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockServer.use(
      http.get('*/api/document/records/100/substitutions', () =>
        fail ? HttpResponse.json({ message: 'Server busy' }, { status: 500 }) : HttpResponse.json(substitutions[100]),
      ),
    );
    renderPanel(segment);
    expect(await screen.findByText('The matches could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Translation memory matches' })).toBeTruthy();
  });

  it('fetches the matches of the next screenful of editable segments in one request, beside the active one', async () => {
    const loaded = [
      segment,
      record(1, { locked: true }),
      record(2, { approved: true, status: 'approved' }),
      record(3),
      record(4),
      record(5),
      record(6),
    ];
    const { client } = renderPanel(segment, loaded);
    await waitFor(() => expect(batches).toEqual([[102, 103, 104, 105, 106]]));
    expect(asked).toEqual([100]);
    expect(client.getQueryData(['documents', 'substitutions', 103])).toEqual([]);
  });

  it('shows the matches fetched ahead when the translator gets there, without asking for them again', async () => {
    // Only read TMs: approving writes to none, so what was fetched ahead is as good as a new lookup.
    links = links.map((link) => ({ ...link, mode: 'read' }));
    const next = record(1);
    substitutions[101] = [match({ source: 'Sentence 1', target: 'Satz 1', similarity: 100, unit_id: 4 })];
    const { show } = renderPanel(segment, [segment, next, record(2)]);
    await waitFor(() => expect(batches).toEqual([[101, 102]]));
    show(next);
    expect(await screen.findByRole('listitem', { name: /^Match 1:/ })).toBeTruthy();
    expect(within(matchItem(1)).getByText('Satz 1')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([100]);
    expect(batches).toEqual([[101, 102]]);
  });

  it('refreshes matches fetched ahead behind them where approving writes to a TM', async () => {
    const next = record(1);
    substitutions[101] = [match({ source: 'Sentence 1', target: 'Satz 1', similarity: 100, unit_id: 4 })];
    const { show } = renderPanel(segment, [segment, next]);
    await waitFor(() => expect(batches).toEqual([[101]]));
    show(next);
    expect(await screen.findByRole('listitem', { name: /^Match 1:/ })).toBeTruthy();
    await waitFor(() => expect(asked).toEqual([100, 101]));
  });
});

describe('concordance', () => {
  it("opens with Ctrl+K on its search field and searches the document's TMs, the words highlighted", async () => {
    const user = userEvent.setup();
    const { inserted } = renderPanel(segment);
    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('searchbox', { name: 'Search the translation memories' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'the file{Enter}');
    const results = await screen.findByRole('list', { name: 'Concordance results' });
    expect(searches.at(-1)?.get('query')).toBe('the file');
    expect(searches.at(-1)?.get('tm_ids')).toBe('7,9');
    const first = within(results).getByRole('listitem', { name: 'Result 1 from Help TM' });
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['the', 'file', 'Datei']);
    await user.click(within(first).getByRole('button', { name: 'Insert the target of result 1' }));
    expect(inserted).toEqual(['Datei 1 speichern']);
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    renderPanel(segment);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the translation memories' }), 'file{Enter}');
    await screen.findByRole('listitem', { name: 'Result 1 from Help TM' });
    const pages = screen.getByRole('navigation', { name: 'Concordance pages' });
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    expect(
      await screen.findByRole('listitem', { name: `Result ${CONCORDANCE_PAGE_SIZE + 1} from Help TM` }),
    ).toBeTruthy();
    expect(searches.at(-1)?.get('page')).toBe('1');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('says a total the server stopped counting is "at least", and offers the next page while one is full', async () => {
    const user = userEvent.setup();
    concordanceCapped = true;
    renderPanel(segment);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the translation memories' }), 'file{Enter}');
    await screen.findByRole('listitem', { name: 'Result 1 from Help TM' });
    const pages = screen.getByRole('navigation', { name: 'Concordance pages' });
    expect(pages.textContent).toContain(`1–${CONCORDANCE_PAGE_SIZE} of ${CONCORDANCE_PAGE_SIZE}+`);
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    expect(
      await screen.findByRole('listitem', { name: `Result ${CONCORDANCE_PAGE_SIZE + 1} from Help TM` }),
    ).toBeTruthy();
    expect(searches.at(-1)?.get('page')).toBe('1');
  });

  it('searches every TM when the document uses none, and says so', async () => {
    const user = userEvent.setup();
    links = [];
    renderPanel(segment);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the translation memories' }), 'file{Enter}');
    await screen.findByRole('list', { name: 'Concordance results' });
    expect(screen.getByText('This document uses no translation memory: all of them are searched.')).toBeTruthy();
    expect(searches.at(-1)?.has('tm_ids')).toBe(false);
  });

  it("looks up the words selected in a segment's source, with Ctrl+K or on their own", async () => {
    const user = userEvent.setup();
    renderPanel(segment);
    const source = screen.getByText('Select the file here');
    const select = (text: string) => {
      const start = source.textContent!.indexOf(text);
      const range = document.createRange();
      range.setStart(source.firstChild!, start);
      range.setEnd(source.firstChild!, start + text.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    };
    select('the file');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('list', { name: 'Concordance results' });
    expect(searches.at(-1)?.get('query')).toBe('the file');
    expect((screen.getByRole('searchbox', { name: 'Search the translation memories' }) as HTMLInputElement).value).toBe(
      'the file',
    );

    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    select('file here');
    source.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    await waitFor(() => expect(searches.at(-1)?.get('query')).toBe('file here'));
    expect(screen.getByRole('tab', { name: 'Concordance' }).getAttribute('aria-selected')).toBe('true');
  });

  it('looks in the source first, in the target of words selected there, and where Search in says', async () => {
    const user = userEvent.setup();
    window.getSelection()!.removeAllRanges();
    renderPanel(segment);
    const asked = () => [searches.at(-1)?.get('query'), searches.at(-1)?.get('search_in')];
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the translation memories' }), 'file{Enter}');
    await waitFor(() => expect(asked()).toEqual(['file', 'source']));
    const searchIn = screen.getByRole('combobox', { name: 'Search in' });
    await user.selectOptions(searchIn, 'Target');
    await waitFor(() => expect(asked()).toEqual(['file', 'target']));
    await user.selectOptions(searchIn, 'Source or target');
    await waitFor(() => expect(asked()).toEqual(['file', 'either']));
    await user.selectOptions(searchIn, 'Source');

    const selectIn = (text: string, words: string) => {
      const node = screen.getByText(text).firstChild!;
      const range = document.createRange();
      range.setStart(node, text.indexOf(words));
      range.setEnd(node, text.indexOf(words) + words.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    };
    selectIn('Wähle die Datei hier', 'die Datei');
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(asked()).toEqual(['die Datei', 'target']));
    expect((screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement).value).toBe('target');
    selectIn('Select the file here', 'the file');
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(asked()).toEqual(['the file', 'source']));
  });
});

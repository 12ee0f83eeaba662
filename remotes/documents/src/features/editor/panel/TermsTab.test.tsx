import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inlineToken, type DocumentRecord, type TermHit } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import {
  answerPanelLookupsWithNothing,
  askedRecords,
  chipLabels,
  serveMockApi,
  testSegment,
} from '../../../common/testing.tsx';
import { renderSidePanel } from './testing.tsx';
import { LOOKAHEAD_REFILL, LOOKAHEAD_SEGMENTS, TERM_ORIGIN, termPieces } from '../lookup/index.ts';

const t = inlineToken;
// "Click <b>Save</b> to keep the files": term ranges are offsets in this string, tokens included.
const source = `Click ${t(1)}Save${t(2)} to keep the files`;
const segment = testSegment(0, {
  source,
  codes: [
    { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
    { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
  ],
  words: 6,
});
const at = (text: string): [number, number] => [source.indexOf(text), source.indexOf(text) + text.length];
const hit = (fields: Partial<TermHit> & Pick<TermHit, 'id' | 'source' | 'target' | 'ranges'>): TermHit => ({
  comment: '',
  status: 'admitted',
  definition: '',
  part_of_speech: '',
  match_rule: 'stemmed',
  glossary: { id: 3, name: 'Product terms' },
  ...fields,
});

let hits: Record<number, TermHit[]>;
let asked: number[];
/** The segments of each batch of term hits fetched ahead, in the order sent. */
let batches: number[][];

serveMockApi();
beforeEach(() => {
  asked = [];
  batches = [];
  hits = {
    100: [
      hit({ id: 11, source: 'save', target: 'speichern', ranges: [at('Save')], comment: 'verb' }),
      hit({ id: 12, source: 'file', target: 'Datei', ranges: [at('files')], glossary: { id: 4, name: 'General' } }),
      hit({ id: 13, source: 'keep the file', target: 'die Datei behalten', ranges: [at('keep the files')] }),
    ],
  };
  answerPanelLookupsWithNothing();
  mockServer.use(
    http.get('*/api/document/records/:id/glossary_records', ({ params }) => {
      asked.push(Number(params.id));
      return HttpResponse.json(hits[Number(params.id)] ?? []);
    }),
    http.get('*/api/document/1/glossary_records', ({ request }) => {
      const ids = askedRecords(request);
      batches.push(ids);
      return HttpResponse.json(ids.map((id) => ({ record_id: id, hits: hits[id] ?? [] })));
    }),
  );
});

async function openTerms() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Terms' }));
  await screen.findByRole('list', { name: 'Glossary terms' });
  return user;
}

const next = (position: number, fields: Partial<DocumentRecord> = {}): DocumentRecord => ({
  ...segment,
  id: 100 + position,
  position,
  ...fields,
});

const termItem = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Term ${n}:`) });

describe('Terms tab', () => {
  it('lists the terms found in the source in order, with translation, glossary and comment', async () => {
    renderSidePanel(segment);
    await openTerms();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(termItem(1).textContent).toContain('save→speichern');
    expect(within(termItem(1)).getByText('Product terms')).toBeTruthy();
    expect(within(termItem(1)).getByText('· verb')).toBeTruthy();
    expect(within(termItem(2)).getByText('General')).toBeTruthy();
    expect(within(termItem(2)).getByText('Datei').getAttribute('lang')).toBe('de');
    expect(within(termItem(2)).getByText('file').getAttribute('lang')).toBe('en');
    expect(asked).toEqual([100]);
  });

  it('shows a term’s status where it says more than admitted, with its part of speech and definition', async () => {
    hits[100] = [
      hit({ id: 11, source: 'save', target: 'sichern', ranges: [at('Save')], status: 'forbidden' }),
      hit({ id: 12, source: 'save', target: 'speichern', ranges: [at('Save')], status: 'preferred' }),
      hit({
        id: 13,
        source: 'file',
        target: 'Datei',
        ranges: [at('files')],
        part_of_speech: 'noun',
        definition: 'On disk',
      }),
    ];
    renderSidePanel(segment);
    await openTerms();
    const forbidden = screen.getByRole('listitem', { name: 'Forbidden term: save, do not write sichern' });
    expect(within(forbidden).getByTestId('term-status').textContent).toBe('Forbidden');
    expect(within(termItem(1)).getByTestId('term-status').textContent).toBe('Preferred');
    expect(within(termItem(2)).queryByTestId('term-status')).toBeNull();
    expect(within(termItem(2)).getByText('· noun')).toBeTruthy();
    expect(within(termItem(2)).getByText('· On disk')).toBeTruthy();
  });

  it('shows a forbidden term in red, with no button or key to insert it, and numbers the others past it', async () => {
    hits[100] = [
      hit({ id: 11, source: 'save', target: 'sichern', ranges: [at('Save')], status: 'forbidden' }),
      hit({ id: 12, source: 'save', target: 'speichern', ranges: [at('Save')], status: 'preferred' }),
      hit({ id: 13, source: 'file', target: 'Datei', ranges: [at('files')] }),
    ];
    const { inserted } = renderSidePanel(segment);
    const user = await openTerms();
    const forbidden = screen.getByRole('listitem', { name: /^Forbidden term: save/ });
    expect(forbidden.className).toContain('text-red-800');
    expect(within(forbidden).getByText('sichern').className).toContain('line-through');
    expect(within(forbidden).queryByRole('button')).toBeNull();
    await user.click(within(forbidden).getByText('sichern'));
    expect(screen.getAllByRole('button', { name: /^Insert term/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Insert term 1',
      'Insert term 2',
    ]);
    await user.keyboard('{Control>}{Shift>}1{/Shift}{/Control}');
    await user.keyboard('{Control>}{Shift>}2{/Shift}{/Control}');
    await user.keyboard('{Control>}{Shift>}3{/Shift}{/Control}');
    expect(inserted).toEqual(['speichern', 'Datei']);
  });

  it('underlines the terms in the source, inline codes kept as chips', async () => {
    renderSidePanel(segment);
    await openTerms();
    const panel = screen.getByRole('tabpanel', { name: 'Terms' });
    const marks = [...panel.querySelectorAll('mark[data-term]')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['Save', 'keep the ', 'files']);
    expect(marks[2]!.getAttribute('title')).toBe('file → Datei\nkeep the file → die Datei behalten');
    expect(chipLabels(panel)).toEqual(['<1>', '</1>']);
  });

  it('inserts a term by click, and term N with Ctrl+Shift+N whichever tab is open, each as from a term', async () => {
    const { inserted, origins } = renderSidePanel(segment);
    const user = await openTerms();
    await user.click(screen.getByRole('button', { name: 'Insert term 2' }));
    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    await user.keyboard('{Control>}{Shift>}3{/Shift}{/Control}');
    // No fourth term: nothing happens.
    await user.keyboard('{Control>}{Shift>}4{/Shift}{/Control}');
    expect(inserted).toEqual(['Datei', 'die Datei behalten']);
    expect(origins).toEqual([TERM_ORIGIN, TERM_ORIGIN]);
  });

  it('inserts nothing into a locked segment', async () => {
    const { inserted } = renderSidePanel({ ...segment, locked: true });
    const user = await openTerms();
    await user.keyboard('{Control>}{Shift>}1{/Shift}{/Control}');
    expect((screen.getByRole('button', { name: 'Insert term 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(inserted).toEqual([]);
  });

  it('says when the segment has no term, and when no segment is active', async () => {
    hits[100] = [];
    renderSidePanel(segment);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(await screen.findByText("No term of this document's glossaries in this segment.")).toBeTruthy();
    cleanup();
    renderSidePanel(null);
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(screen.getByText('Select a segment to see its terms.')).toBeTruthy();
  });

  it("fetches the next screenful of segments' terms ahead in one request, so Ctrl+Enter lands on them ready", async () => {
    const loaded = [segment, next(1, { approved: true }), next(2, { locked: true }), next(3), next(4)];
    renderSidePanel(segment, { loaded });
    // Every editable segment after the active one, approved or not (Down reaches those too); the active one alone.
    await waitFor(() => expect(batches).toEqual([[101, 103, 104]]));
    expect(asked).toEqual([100]);
  });

  it('shows the terms of the segment moved to from the batch, without a request of its own', async () => {
    hits[101] = [hit({ id: 21, source: 'file', target: 'Datei', ranges: [at('files')] })];
    const { show } = renderSidePanel(segment, { loaded: [segment, next(1), next(2)] });
    await openTerms();
    await waitFor(() => expect(batches).toEqual([[101, 102]]));
    show(next(1));
    await waitFor(() => expect(termItem(1).textContent).toContain('Datei'));
    show(next(2));
    expect(await screen.findByText("No term of this document's glossaries in this segment.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([100]);
    expect(batches).toEqual([[101, 102]]);
  });

  it('asks again only when the segments just ahead run out, then for all the missing ones at once', async () => {
    const loaded = [segment, ...Array.from({ length: 40 }, (_, index) => next(index + 1))];
    const { show } = renderSidePanel(segment, { loaded });
    const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => 100 + from + index);
    await waitFor(() => expect(batches).toEqual([ids(1, LOOKAHEAD_SEGMENTS)]));
    // Still five cached ahead: nothing is sent.
    const quiet = LOOKAHEAD_SEGMENTS - LOOKAHEAD_REFILL;
    for (let position = 1; position <= quiet; position++) show(loaded[position]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(batches).toHaveLength(1);
    show(loaded[quiet + 1]!);
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]).toEqual(ids(LOOKAHEAD_SEGMENTS + 1, quiet + 1 + LOOKAHEAD_SEGMENTS));
    // Moving up from the end fetches the segments before, nearest first: those the translator reaches next.
    show(loaded[40]!);
    show(loaded[39]!);
    await waitFor(() => expect(batches).toHaveLength(3));
    expect(batches[2]).toEqual([138, 137]);
  });

  it('shows a failed lookup with Retry', async () => {
    mockServer.use(
      http.get('*/api/document/records/:id/glossary_records', () =>
        HttpResponse.json({ message: 'Segment not found' }, { status: 404 }),
      ),
    );
    renderSidePanel(segment);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(await screen.findByText('The terms could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

describe('termPieces', () => {
  it('cuts the text where terms begin and end, counting code tokens with their length', () => {
    const pieces = termPieces(source, hits[100]!);
    expect(
      pieces.map((piece) =>
        'code' in piece ? `#${piece.code}` : `${piece.text}|${piece.terms.map((h) => h.id).join(',')}`,
      ),
    ).toEqual(['Click |', '#1', 'Save|11', '#2', ' to |', 'keep the |13', 'files|12,13']);
  });
});

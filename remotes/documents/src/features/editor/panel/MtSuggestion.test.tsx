import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inlineToken, type DocumentRecord, type MtQuality } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { mockServer } from '@tessera/shared/mocks/node';
import { answerPanelLookupsWithNothing, serveMockApi, testSegment } from '../../../common/testing.tsx';
import { renderSidePanel } from './testing.tsx';

const t = inlineToken;
const segment = (id: number, fields: Partial<DocumentRecord> = {}): DocumentRecord =>
  testSegment(id - 100, {
    source: `Click ${t(1)}Save${t(2)} now`,
    codes: [
      { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
    ],
    ...fields,
  });

let asked: number[];
let answer: (id: number) => Response;
let available: boolean;
let statusAsked: number;

serveMockApi();
beforeEach(() => {
  asked = [];
  available = true;
  statusAsked = 0;
  answer = () => HttpResponse.json({ target: `Jetzt ${t(1)}Speichern${t(2)} klicken`, provider: 'deepl' });
  answerPanelLookupsWithNothing();
  mockServer.use(
    http.get('*/api/document/1/translation_memories', () =>
      HttpResponse.json([{ id: 1, name: 'Main', mode: 'read', position: 0, inherited: false }]),
    ),
    http.get('*/api/mt/status', () => {
      statusAsked += 1;
      return HttpResponse.json({ available });
    }),
    http.get('*/api/document/records/:id/mt', ({ params }) => {
      asked.push(Number(params.id));
      return answer(Number(params.id));
    }),
  );
});

const suggestion = () => screen.findByRole('region', { name: 'Machine translation' });

/** Opens segment 100, then 101, each given the time to ask for a suggestion, and expects neither to show one. */
async function openTwoSegmentsShowingNoSuggestion() {
  const { show } = renderSidePanel(segment(100));
  await screen.findByText(/No match of 75% or more/);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
  show(segment(101));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
}

/** The MT suggestion comes from a model (OpenAI) with its quality estimate. */
const answerFromModelWithQuality = (quality: MtQuality) => {
  answer = () => HttpResponse.json({ target: `Jetzt ${t(1)}Speichern${t(2)} klicken`, provider: 'openai', quality });
};

describe('MT suggestion', () => {
  it("shows the provider's translation under the matches, codes as chips, and puts it in place of the target by click or Ctrl+Alt+M", async () => {
    const { inserted, replaced } = renderSidePanel(segment(100));
    const section = await suggestion();
    expect(await within(section).findByText('DeepL API')).toBeTruthy();
    expect(
      within(section)
        .getAllByLabelText(/inline code/)
        .map((chip) => chip.textContent),
    ).toEqual(['<1>', '</1>']);
    expect(section.querySelector('[lang="de"]')?.textContent).toContain('Speichern');
    const user = userEvent.setup();
    const insert = within(section).getByRole('button', { name: 'Insert the machine translation' });
    // The key is said as the button's shortcut; shown beside it, it is no visible text missing from its name.
    expect(insert.getAttribute('aria-keyshortcuts')).toBe('Control+Alt+M');
    expect(insert.textContent).toBe('Insert');
    await user.click(insert);
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    await user.keyboard('{Control>}{Alt>}m{/Alt}{/Control}');
    expect(replaced).toEqual([`Jetzt ${t(1)}Speichern${t(2)} klicken`, `Jetzt ${t(1)}Speichern${t(2)} klicken`]);
    expect(inserted).toEqual([]);
    expect(asked).toEqual([100]);
  });

  it('shows a suggestion whose codes a model kept wrong with why, and neither a click nor Ctrl+Alt+M inserts it', async () => {
    answer = () =>
      HttpResponse.json({
        target: 'Jetzt Speichern klicken',
        provider: 'openai',
        problem: 'Its inline codes are wrong: missing <1> </1>',
      });
    const { inserted, replaced } = renderSidePanel(segment(100));
    const section = await suggestion();
    expect(
      await within(section).findByText('Not insertable: Its inline codes are wrong: missing <1> </1>'),
    ).toBeTruthy();
    expect(section.querySelector('[lang="de"]')?.textContent).toContain('Jetzt Speichern klicken');
    expect(within(section).queryByRole('button', { name: 'Insert the machine translation' })).toBeNull();
    await userEvent.setup().keyboard('{Control>}{Alt>}m{/Alt}{/Control}');
    expect(replaced).toEqual([]);
    expect(inserted).toEqual([]);
  });

  it('asks no segment while no provider is configured, only the status once', async () => {
    available = false;
    await openTwoSegmentsShowingNoSuggestion();
    expect(asked).toEqual([]);
    expect(statusAsked).toBe(1);
  });

  it('stops asking for the next segments once the provider turned off meanwhile answers 409', async () => {
    answer = () => HttpResponse.json({ message: 'No machine translation provider is configured' }, { status: 409 });
    await openTwoSegmentsShowingNoSuggestion();
    expect(asked).toEqual([100]);
  });

  it('says what the provider answered (a rate limit) and asks again on Try again', async () => {
    answer = () =>
      HttpResponse.json(
        { message: 'DeepL is limiting how often it may be asked; try again in 7 s' },
        { status: 429, headers: { 'retry-after': '7' } },
      );
    renderSidePanel(segment(100));
    const section = await suggestion();
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'DeepL is limiting how often it may be asked; try again in 7 s',
    );
    answer = () => HttpResponse.json({ target: `Jetzt ${t(1)}Speichern${t(2)} klicken`, provider: 'libretranslate' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('LibreTranslate')).toBeTruthy();
    expect(asked).toEqual([100, 100]);
  });

  it('shows below the matches tab even when the document uses no translation memory', async () => {
    mockServer.use(http.get('*/api/document/1/translation_memories', () => HttpResponse.json([])));
    renderSidePanel(segment(100));
    await screen.findByText('This document uses no translation memory, so there are no matches.');
    expect(await within(await suggestion()).findByText('DeepL API')).toBeTruthy();
  });

  it('asks nothing for a locked segment', async () => {
    renderSidePanel(segment(100, { locked: true }));
    await screen.findByText(/No match of 75% or more/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
  });

  it("shows a model suggestion's quality estimate, its errors in the project's words on hover or focus", async () => {
    answerFromModelWithQuality({
      method: 'gemba-mqm',
      score: 76,
      errors: [
        { category: 'accuracy', severity: 'major', span: 'Jetzt' },
        { category: 'style', severity: 'minor', span: null },
      ],
    });
    renderSidePanel(segment(100));
    const section = await suggestion();
    const score = await within(section).findByText('Quality 76');
    const errors = within(section).getByRole('tooltip', { hidden: true });
    expect(score.getAttribute('aria-describedby')).toBe(errors.id);
    // Reached by keyboard: its description shows on focus as on hover.
    expect(score.tabIndex).toBe(0);
    await waitFor(() => expect(errors.textContent).toBe('2 errors found: Accuracy, major: “Jetzt”; Style, minor'));
    expect(within(section).getByRole('button', { name: 'Insert the machine translation' })).toBeTruthy();
  });

  it("says why a suggestion has no quality estimate, in the interface's language", async () => {
    answerFromModelWithQuality({
      method: 'gemba-mqm',
      score: null,
      errors: [],
      problem_code: 'unknown_severity',
      problem_value: 'neutral',
      problem: 'The model named a severity the project does not use: "neutral"',
    });
    await act(() => setLocale('de', { remember: false }));
    try {
      renderSidePanel(segment(100));
      // The server's code, in the catalog's words; the model's own word kept as it wrote it.
      expect(
        await screen.findByText(
          'Keine Qualitätsschätzung: Das Modell hat einen Schweregrad genannt, den das Projekt nicht verwendet: „neutral“',
        ),
      ).toBeTruthy();
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it("says only that the estimate could not be used for a newer server's reason, its English as the tooltip", async () => {
    const problem = 'The model was asleep';
    answerFromModelWithQuality({
      method: 'gemba-mqm',
      score: null,
      errors: [],
      // A code this build's contract does not name.
      problem_code: 'asleep' as MtQuality['problem_code'],
      problem,
    });
    renderSidePanel(segment(100));
    const reason = await screen.findByText("No quality estimate: The model's estimate could not be used");
    expect(reason.title).toBe(problem);
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { inlineToken, type DocumentRecord, type SpellingCheckBody } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { serveMockApi, testDocument, testSegment } from '../../../common/testing.tsx';
import { readValue, renderValue } from '../common/inlineDom.ts';
import { ShortcutRegistry, ShortcutScope } from '../common/shortcuts.ts';
import { SpellingLayer } from './SpellingLayer.tsx';

const CODES = [{ id: 1, kind: 'standalone' as const, label: '{1}', xml: '<x id="1"/>' }];

// jsdom draws nothing: the squiggles are read from the CSS Custom Highlight registry, as Chromium would draw them.
const highlights = new Map<string, Set<Range>>();
beforeAll(() => {
  vi.stubGlobal('CSS', { highlights });
  vi.stubGlobal(
    'Highlight',
    class extends Set<Range> {
      constructor(...ranges: Range[]) {
        super(ranges);
      }
    },
  );
});
afterAll(() => vi.unstubAllGlobals());
const underlined = () => [...(highlights.get('tessera-misspelled') ?? [])].map((range) => range.toString());

let checks: SpellingCheckBody[];
let registry: ShortcutRegistry;
let added: { project: string; lang: string; word: string }[];
let dictionary: Set<string>;
let checkAnswer: ((body: SpellingCheckBody) => Response | Promise<Response>) | null;

/** The misspellings the mock server finds: its words not in `dictionary`, with suggestions. */
const SUGGESTIONS: Record<string, string[]> = { Konfiguraiton: ['Konfiguration', 'Konfigurations'], Datie: ['Datei'] };
function misspellingsOf(text: string) {
  return [...text.matchAll(/\p{L}+/gu)]
    .filter((match) => SUGGESTIONS[match[0]] && !dictionary.has(match[0]))
    .map((match) => ({
      word: match[0],
      start: match.index,
      end: match.index + match[0].length,
      suggestions: SUGGESTIONS[match[0]]!,
    }));
}

serveMockApi();
beforeEach(() => {
  checks = [];
  registry = new ShortcutRegistry();
  added = [];
  dictionary = new Set();
  checkAnswer = null;
  highlights.clear();
  mockServer.use(
    http.get('*/api/document/1', () => HttpResponse.json(testDocument({ id: 1, project_id: 7 }))),
    http.post('*/api/spelling/check', async ({ request }) => {
      const body = (await request.json()) as SpellingCheckBody;
      checks.push(body);
      if (checkAnswer) return checkAnswer(body);
      const misspelled = misspellingsOf(body.text).map((word) => ({
        ...word,
        suggestions: body.suggest === false ? [] : word.suggestions,
      }));
      return HttpResponse.json({ lang: body.lang, dictionary: 'de', misspelled });
    }),
    http.post('*/api/projects/:id/dictionary/:lang', async ({ params, request }) => {
      const { word } = (await request.json()) as { word: string };
      added.push({ project: String(params.id), lang: String(params.lang), word });
      dictionary.add(word);
      return HttpResponse.json({ project_id: 7, lang: 'de', words: [] });
    }),
  );
});
afterEach(() => {
  window.getSelection()?.removeAllRanges();
});

/** A contentEditable target holding `value` (codes as chips) with the spelling layer over it. */
function renderTarget(
  value: string,
  record: DocumentRecord = testSegment(0, { document_id: 1, codes: CODES }),
  lang = 'de',
  pauseMs?: number,
) {
  function Target() {
    const editor = useRef<HTMLDivElement>(null);
    return (
      <>
        <div
          ref={(element) => {
            editor.current = element;
            if (element && !element.hasChildNodes()) renderValue(element, value, CODES);
          }}
          role="textbox"
          aria-label="Target"
          contentEditable
          suppressContentEditableWarning
        />
        <SpellingLayer editor={editor} record={record} lang={lang} pauseMs={pauseMs} />
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ShortcutScope registry={registry}>
      <QueryClientProvider client={client}>
        <Target />
      </QueryClientProvider>
    </ShortcutScope>,
  );
  return screen.getByRole('textbox', { name: 'Target' });
}

/** Types over the target's whole value (as the browser would leave it) and sends the input event of `typed`. */
function retype(target: HTMLElement, value: string, typed?: { data?: string; inputType?: string }) {
  renderValue(target, value, CODES);
  fireEvent.input(target, { inputType: 'insertText', ...typed });
}

/** Puts the caret `offset` characters into the target's first text node after the chip. */
function caretInText(target: HTMLElement, node: number, offset: number) {
  const text = [...target.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE)[node]!;
  const range = document.createRange();
  range.setStart(text, offset);
  range.collapse(true);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
  target.focus();
}

describe('Spelling in the target editor', () => {
  it("underlines the misspelled words the server finds, at their places in text around the segment's codes", async () => {
    const target = renderTarget(`Die ${inlineToken(1)}Konfiguraiton der Datie`);
    await waitFor(() => expect(underlined()).toEqual(['Konfiguraiton', 'Datie']));
    // Checked as the editor holds it, tokens included, with the project's dictionary.
    // Places alone: the suggestions are asked when a word's menu opens.
    expect(checks.at(-1)).toEqual({
      lang: 'de',
      text: `Die ${inlineToken(1)}Konfiguraiton der Datie`,
      project_id: 7,
      suggest: false,
    });
    expect(target.spellcheck).toBe(false);
    // What a screen reader says of the target, which has no squiggles to show.
    expect(document.getElementById(target.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Possibly misspelled: Konfiguraiton, Datie (Shift+F10 for suggestions)',
    );
  });

  it('checks once typing pauses, not at each keystroke, and keeps only the answer for the latest text', async () => {
    const target = renderTarget('');
    await waitFor(() => expect(checks).toHaveLength(0));
    retype(target, 'Die Dat');
    retype(target, 'Die Datie');
    retype(target, 'Die Datie und Konfiguraiton');
    await waitFor(() => expect(underlined()).toEqual(['Datie', 'Konfiguraiton']));
    expect(checks.map((check) => check.text)).toEqual(['Die Datie und Konfiguraiton']);
  });

  it('checks a word as soon as it ends (a space, punctuation or a paste), while a word half typed waits', async () => {
    // A pause no test waits for: after the check on opening, only a finished word is checked.
    const target = renderTarget('Die', undefined, 'de', 60_000);
    await waitFor(() => expect(checks).toHaveLength(1));
    retype(target, 'Die Dat', { data: 't' });
    retype(target, 'Die Datie', { data: 'e' });
    retype(target, 'Die Datie ', { data: ' ' });
    await waitFor(() => expect(underlined()).toEqual(['Datie']));
    retype(target, 'Die Datie Konfiguraiton,', { data: ',' });
    await waitFor(() => expect(underlined()).toEqual(['Datie', 'Konfiguraiton']));
    retype(target, 'Die Datie Konfiguraiton, Datie', { inputType: 'insertFromPaste' });
    await waitFor(() => expect(checks).toHaveLength(4));
    expect(checks.map((check) => check.text)).toEqual([
      'Die',
      'Die Datie ',
      'Die Datie Konfiguraiton,',
      'Die Datie Konfiguraiton, Datie',
    ]);
  });

  it('shows nothing when the check fails, and asks again after the next pause', async () => {
    checkAnswer = () => HttpResponse.json({ message: 'down' }, { status: 503 });
    const target = renderTarget('Die Datie');
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(underlined()).toEqual([]);
    checkAnswer = null;
    retype(target, 'Die Datie ist');
    await waitFor(() => expect(underlined()).toEqual(['Datie']));
  });

  it('says once, quietly, that a language has no dictionary, and stops asking while the translator types', async () => {
    checkAnswer = (body) =>
      HttpResponse.json({
        lang: body.lang,
        dictionary: null,
        message: `No spelling dictionary for ${body.lang}: its spelling is not checked`,
        misspelled: [],
      });
    const target = renderTarget('Dia duit', undefined, 'ga');
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      'No spelling dictionary for ga: its spelling is not checked',
    );
    retype(target, 'Dia duit arís');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(checks).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('The menu of a misspelled word', () => {
  it('is listed in the keyboard help while a target is open: Shift+F10, the usual context-menu key', () => {
    renderTarget('Die Datei');
    expect(registry.list().map(({ keys, description, group }) => ({ keys, description, group }))).toEqual([
      {
        keys: ['Shift+F10'],
        description: 'Spelling suggestions for the misspelled word at the caret',
        group: 'Editing',
      },
    ]);
  });

  it('opens with Shift+F10 at the caret, lists the suggestions, and Enter puts the first in place of the word', async () => {
    const user = userEvent.setup();
    const target = renderTarget(`${inlineToken(1)}Die Datie`);
    await waitFor(() => expect(underlined()).toEqual(['Datie']));
    caretInText(target, 0, 6);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Spelling of “Datie”' });
    // The suggestions are asked for the word alone, as its menu opens.
    expect(checks.at(-1)).toEqual({ lang: 'de', text: 'Datie' });
    expect(
      screen
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
        .slice(0, 1),
    ).toEqual(['Datei']);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Datei' }));
    expect(menu).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(readValue(target)).toBe(`${inlineToken(1)}Die Datei`);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(target);
    expect(underlined()).toEqual([]);
  });

  it('opens on a right-click of the word; Escape closes it and gives the keyboard back to the target', async () => {
    const user = userEvent.setup();
    const target = renderTarget('Die Konfiguraiton');
    await waitFor(() => expect(underlined()).toEqual(['Konfiguraiton']));
    caretInText(target, 0, 8);
    fireEvent.contextMenu(target);
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Konfiguration',
      'Konfigurations',
      'Add to dictionary',
      'Ignore in this segment',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Add to dictionary' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(target);
    expect(readValue(target)).toBe('Die Konfiguraiton');
  });

  it("adds the word to the project's dictionary for the target language: it is no longer underlined", async () => {
    const user = userEvent.setup();
    const target = renderTarget('Die Konfiguraiton und Datie');
    await waitFor(() => expect(underlined()).toEqual(['Konfiguraiton', 'Datie']));
    caretInText(target, 0, 6);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(screen.getByRole('menuitem', { name: 'Add to dictionary' }));
    expect(added).toEqual([{ project: '7', lang: 'de', word: 'Konfiguraiton' }]);
    await waitFor(() => expect(underlined()).toEqual(['Datie']));
    expect(document.activeElement).toBe(target);
  });

  it('ignores a word in this segment only, also when it is opened again', async () => {
    const user = userEvent.setup();
    const record = testSegment(3, { document_id: 1, codes: CODES });
    const target = renderTarget('Die Datie', record);
    await waitFor(() => expect(underlined()).toEqual(['Datie']));
    caretInText(target, 0, 5);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(screen.getByRole('menuitem', { name: 'Ignore in this segment' }));
    expect(underlined()).toEqual([]);
    retype(target, 'Die Datie, die Datie');
    await waitFor(() => expect(checks).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(underlined()).toEqual([]);

    cleanup();
    const other = renderTarget('Die Datie', testSegment(4, { document_id: 1, codes: CODES }));
    expect(other).toBeTruthy();
    await waitFor(() => expect(underlined()).toEqual(['Datie']));
  });
});

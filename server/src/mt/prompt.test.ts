import { describe, expect, it } from 'vitest';
import { buildPrompt, estimateTokens, repairMessages, sourceDifferences, type PromptInput } from './prompt.ts';

const segment = 'Press <x id="1"/>Start<x id="2"/> to open the file menu.';

const full: PromptInput = {
  sourceLang: 'en',
  targetLang: 'de',
  segment,
  format: 'xliff',
  instructions: 'Formal "Sie"; no exclamation marks.',
  examples: [
    {
      source: 'Press Start to open the edit menu.',
      target: 'Drücken Sie <x id="1"/>Start<x id="2"/>, um das Bearbeiten-Menü zu öffnen.',
      similarity: 88,
    },
    {
      source: 'Press Stop to close the file menu.',
      target: 'Drücken Sie Stopp, um das Dateimenü zu schließen.',
      similarity: 76,
    },
    {
      source: 'Press Start to open the file menu now.',
      target: 'Drücken Sie jetzt Start, um das Dateimenü zu öffnen.',
      similarity: 92,
    },
    { source: 'Open the menu.', target: 'Öffnen Sie das Menü.', similarity: 74 },
    { source: 'Press Start.', target: 'Drücken Sie Start.', similarity: 75 },
  ],
  terms: [
    { source: 'file menu', target: 'Dateimenü', status: 'preferred' },
    { source: 'menu', target: 'Menü', status: 'admitted' },
    { source: 'file menu', target: 'Datei-Menü', status: 'forbidden' },
    { source: 'Start', target: 'Beginn', status: 'deprecated' },
  ],
  before: [{ source: 'Welcome.', target: 'Willkommen.' }, { source: 'Install it first.' }],
  after: [{ source: 'Then wait.' }],
  key: 'menu.start.hint',
  note: 'Shown under the Start button',
  context: 'Toolbar',
};

const system =
  'You are a professional translator. Translate the text the user gives from English (en) into German (de).\n' +
  'The text is one segment of a document in the xliff format.\n' +
  'The text contains placeholder elements such as <x id="1"/> standing for formatting: keep every one of them ' +
  'exactly once, in the same order where they enclose words, around the words they belong to, and add no others.\n' +
  "Follow the translation memory's examples where the text is the same, and the terminology given. Answer with " +
  'the translation only: no explanations, notes or quotation marks.\n' +
  'Instructions for this project and language (follow them):\nFormal "Sie"; no exclamation marks.';

const examples =
  "Examples from this client's translation memory:\n" +
  '1. (92% similar) Press Start to open the file menu now.\n' +
  '   Translation: Drücken Sie jetzt Start, um das Dateimenü zu öffnen.\n' +
  '   The text to translate differs: "menu." instead of "menu now."\n' +
  '2. (88% similar) Press Start to open the edit menu.\n' +
  '   Translation: Drücken Sie <x id="1"/>Start<x id="2"/>, um das Bearbeiten-Menü zu öffnen.\n' +
  '   The text to translate differs: "file" instead of "edit"\n' +
  '3. (76% similar) Press Stop to close the file menu.\n' +
  '   Translation: Drücken Sie Stopp, um das Dateimenü zu schließen.\n' +
  '   The text to translate differs: "Start" instead of "Stop"; "open" instead of "close"';
const terminology =
  'Terminology:\n- file menu = Dateimenü (preferred)\n- menu = Menü\n- Start = Beginn (deprecated: avoid)';
const never = 'Never use:\n- Datei-Menü (for file menu)';
const about = 'About the text:\nKey: menu.start.hint\nContext: Toolbar\nNote: Shown under the Start button';
const neighbours =
  'Text before it (context only, do not translate):\nWelcome.\n  (translated: Willkommen.)\nInstall it first.\n\n' +
  'Text after it (context only, do not translate):\nThen wait.';
const ask = `Translate this text:\n${segment}`;

describe('the LLM prompt', () => {
  it('carries the three best TM matches above the threshold with their differences, the terms by status, the unit, the neighbours and the instructions', () => {
    const prompt = buildPrompt(full);
    expect(prompt.messages).toEqual([
      { role: 'system', content: system },
      { role: 'user', content: [examples, terminology, never, about, neighbours, ask].join('\n\n') },
    ]);
    expect(prompt.dropped).toEqual([]);
    expect(prompt.tokens).toBe(estimateTokens(system) + estimateTokens(prompt.messages[1]!.content));
  });

  it('says nothing of placeholders, format or instructions a segment does not have', () => {
    const prompt = buildPrompt({ sourceLang: 'en', targetLang: 'fr', segment: 'Then wait.' });
    expect(prompt.messages).toEqual([
      {
        role: 'system',
        content:
          'You are a professional translator. Translate the text the user gives from English (en) into French (fr).\n' +
          "Follow the translation memory's examples where the text is the same, and the terminology given. Answer with " +
          'the translation only: no explanations, notes or quotation marks.',
      },
      { role: 'user', content: 'Translate this text:\nThen wait.' },
    ]);
  });

  it('drops neighbours first (farthest first), then examples beyond the best, then note, context and key, then the best example, then allowed terms', () => {
    const over = (budget: number) => buildPrompt({ ...full, budget }).dropped;
    const everything = over(0);
    expect(everything).toEqual([
      'neighbour before',
      'neighbour before',
      'neighbour after',
      'example 76%',
      'example 88%',
      'note',
      'context',
      'key',
      'example 92%',
      'term Start',
      'term menu',
      'term file menu',
    ]);
    // What is never dropped stays, even over the budget.
    const bare = buildPrompt({ ...full, budget: 0 });
    expect(bare.messages[0]!.content).toBe(system);
    expect(bare.messages[1]!.content).toBe([never, ask].join('\n\n'));
    expect(bare.tokens).toBeGreaterThan(0);

    // Within a budget just short of the whole prompt, only the farthest neighbour goes.
    const whole = buildPrompt(full).tokens;
    expect(over(whole - 1)).toEqual(['neighbour before']);
    expect(buildPrompt({ ...full, budget: whole - 1 }).messages[1]!.content).toContain(
      'Text before it (context only, do not translate):\nInstall it first.\n\n',
    );
    expect(over(whole)).toEqual([]);
  });

  it('estimates tokens as characters / 4, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('names where an example differs word by word', () => {
    expect(sourceDifferences('Open the file', 'Open the file')).toEqual([]);
    expect(sourceDifferences('Please open the file', 'Open the file now')).toEqual([
      '"Open" instead of "Please open"',
      '"now" added',
    ]);
    expect(sourceDifferences('Open the big file', 'Open the file')).toEqual(['"big" left out']);
  });

  it('asks again with the exchange so far and the problem named', () => {
    const prompt = buildPrompt({ sourceLang: 'en', targetLang: 'de', segment });
    expect(repairMessages(prompt.messages, 'Drücken Sie Start', 'missing <x id="1"/> <x id="2"/>')).toEqual([
      ...prompt.messages,
      { role: 'assistant', content: 'Drücken Sie Start' },
      {
        role: 'user',
        content:
          'The placeholder elements of your translation are wrong: missing <x id="1"/> <x id="2"/>. Answer again ' +
          'with the whole translation, every placeholder of the text exactly once, paired ones in the order they ' +
          'enclose words, and nothing else.',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type WritingOptions } from '../document.ts';
import { jsonFormat } from './json.ts';

/** Segment text with `{n}` standing for the inline code n. */
const tokens = (text: string) => text.replace(/\{(\d)\}/g, (_all, id: string) => inlineToken(Number(id)));

const german = { source: 'en', target: 'de' };

async function segmentsOf(text: string, languages = german) {
  const segments: DocumentSegment[] = [];
  await jsonFormat.read(streamOf(Buffer.from(text)), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function translated(text: string, targets: string[], languages = german, writing: WritingOptions = {}) {
  const edits = (async function* () {
    for (const [position, target] of targets.entries()) yield { position, target, approved: true };
  })();
  const merged = await jsonFormat.merge(streamOf(Buffer.from(text)), edits, languages, undefined, {}, writing);
  return (await buffer(merged.bytes)).toString();
}

/** The file as a repository gets it: strings without a translation left out. */
const leavingOut = (text: string, targets: string[], languages = german) =>
  translated(text, targets, languages, { untranslated: 'leave-out' });

const readable = (segments: DocumentSegment[]) =>
  segments.map((s) => [s.unitId, s.segmentId, s.source.replace(/\u0001(\d+)\u0002/g, '<$1>')]);

describe('JSON documents', () => {
  it('keys each string by its path and makes placeholders inline codes, "100% done" staying text', async () => {
    const segments = await segmentsOf('{"a":{"b":"Hi {{name}}, %1$s of %d","list":["x {count}", "100% done"]},"n":1}');
    expect(segments.map((s) => [s.unitId, s.source, s.codes.map((c) => c.xml)])).toEqual([
      ['a.b', `Hi ${inlineToken(1)}, ${inlineToken(2)} of ${inlineToken(3)}`, ['{{name}}', '%1$s', '%d']],
      ['a.list.0', `x ${inlineToken(1)}`, ['{count}']],
      ['a.list.1', '100% done', []],
    ]);
  });

  it('writes translations escaped as JSON in place, every other byte as it was', async () => {
    const text = '{\n  "title" : "Hello",\n  "quote": "Say \\u0022hi\\u0022"\n}\n';
    const out = await translated(text, ['Hallo "Welt"\\', '']);
    expect(out).toBe('{\n  "title" : "Hallo \\"Welt\\"\\\\",\n  "quote": "Say \\u0022hi\\u0022"\n}\n');
    expect(JSON.parse(out)).toEqual({ title: 'Hallo "Welt"\\', quote: 'Say "hi"' });
  });

  it('refuses malformed JSON with its line and column', async () => {
    await expect(segmentsOf('{\n  "a": "b",\n  "c" "d"\n}')).rejects.toThrow(/^Malformed JSON at line 3, column 7: /);
    await expect(segmentsOf('"just a string"')).rejects.toThrow(/holds an object/);
  });

  describe('i18next plurals', () => {
    const cart =
      '{\n  "cart": {\n    "items_one": "{{count}} item",\n    "items_other": "{{count}} items",\n    "empty": "Empty"\n  }\n}\n';

    it("gives one segment per plural category of the target language, a missing one starting from the source's other", async () => {
      expect(readable(await segmentsOf(cart, { source: 'en', target: 'pl' }))).toEqual([
        ['cart.items_one', 'one', '<1> item'],
        ['cart.items_few', 'few', '<1> items'],
        ['cart.items_many', 'many', '<1> items'],
        ['cart.items_other', 'other', '<1> items'],
        ['cart.empty', null, 'Empty'],
      ]);
      expect(readable(await segmentsOf(cart, { source: 'en', target: 'ja' })).map(([key]) => key)).toEqual([
        'cart.items_other',
        'cart.empty',
      ]);
    });

    it("writes the target language's keys in place of the source's, an untranslated form keeping the source's text", async () => {
      const polish = { source: 'en', target: 'pl' };
      const out = await translated(cart, ['{1} produkt', '', '{1} produktów'].map(tokens), polish);
      expect(out).toBe(
        '{\n  "cart": {\n    "items_one": "{{count}} produkt",\n    "items_few": "{{count}} items",\n' +
          '    "items_many": "{{count}} produktów",\n    "items_other": "{{count}} items",\n    "empty": "Empty"\n  }\n}\n',
      );
      const japanese = await translated(
        '{"a_one": "{{count}} file", "b": "B", "a_other": "{{count}} files"}',
        [tokens('{1} ファイル')],
        {
          source: 'en',
          target: 'ja',
        },
      );
      expect(japanese).toBe('{"a_other": "{{count}} ファイル", "b": "B"}');
    });

    it("keeps a group whose keys are already the target language's in place, changing only the translated values", async () => {
      const out = await translated(cart, ['', tokens('{1} Artikel')]);
      expect(out).toBe(cart.replace('"{{count}} items"', '"{{count}} Artikel"'));
    });
  });

  describe('ICU MessageFormat values', () => {
    const inbox = '{"unread": "{count, plural, =0 {No messages} one {# message} other {# messages}}"}';

    it('gives a plural one segment per exact case and per category of the target language, # and arguments as codes', async () => {
      expect(readable(await segmentsOf(inbox, { source: 'en', target: 'uk' }))).toEqual([
        ['unread', '=0', 'No messages'],
        ['unread', 'one', '<1> message'],
        ['unread', 'few', '<1> messages'],
        ['unread', 'many', '<1> messages'],
        ['unread', 'other', '<1> messages'],
      ]);
      const [summary] = await segmentsOf('{"s": "Hi {name}, {n, plural, one {# file} other {# files}} left"}');
      expect(readable([summary!])).toEqual([['s', 'one', 'Hi <1>, <2> file left']]);
      expect(summary!.codes.map((c) => c.xml)).toEqual(['{name}', '#']);
    });

    it('writes the forms back as one plural of whole sentences, quoting braces and # the translation has as text', async () => {
      const out = await translated('{"s": "Hi {name}, {n, plural, one {# file} other {# files}} left"}', [
        tokens('Hallo {1}, {2} Datei {übrig}'),
        tokens('Hallo {1}, {2} Dateien #1'),
      ]);
      expect(JSON.parse(out)).toEqual({
        s: "{n, plural, one {Hallo {name}, # Datei '{'übrig'}'} other {Hallo {name}, # Dateien '#'1}}",
      });
      const cases = await translated(inbox, ['Keine Nachrichten', tokens('{1} Nachricht'), tokens('{1} Nachrichten')]);
      expect(cases).toBe(
        '{"unread": "{count, plural, =0 {Keine Nachrichten} one {# Nachricht} other {# Nachrichten}}"}',
      );
    });

    it("doubles an apostrophe ICU would read as a quote, at a case's end or before another, and no other", async () => {
      const out = await translated(inbox, [
        "Pas d'aujourd'hui",
        tokens("{1} message d'"),
        tokens("{1} messages ''cités'"),
      ]);
      expect(JSON.parse(out).unread).toBe(
        "{count, plural, =0 {Pas d'aujourd'hui} one {# message d''} other {# messages '''cités''}}",
      );
      expect(readable(await segmentsOf(out, { source: 'de', target: 'en' }))).toEqual([
        ['unread', '=0', "Pas d'aujourd'hui"],
        ['unread', 'one', "<1> message d'"],
        ['unread', 'other', "<1> messages ''cités'"],
      ]);
    });

    it('reads a select as one segment whose syntax is codes', async () => {
      const [segment] = await segmentsOf('{"p": "{g, select, female {She} other {They}} replied"}');
      expect(readable([segment!])).toEqual([['p', null, '<1>She<2>They<3> replied']]);
      expect(segment!.codes.map((c) => c.xml)).toEqual(['{g, select, female {', '} other {', '}}']);
    });

    it('cuts a select’s syntax at each place text could stand: the same codes wherever a message puts its words', async () => {
      const english = '{"u": "{s, select, yes {{user} at {url}} other {}}{n, plural, =0 {} other {#}} left"}';
      const japanese = '{"u": "{s, select, yes {{user}（{url}）} other {なし}}{n, plural, =0 {} other {#}}件"}';
      const [source] = await segmentsOf(english);
      const [translation] = await segmentsOf(japanese, { source: 'ja', target: 'ja' });
      const codes = [
        '{s, select, yes {',
        '{user}',
        '{url}',
        '} other {',
        '}}',
        '{n, plural, =0 {',
        '} other {',
        '#',
        '}}',
      ];
      expect(source!.codes.map((c) => c.xml)).toEqual(codes);
      expect(translation!.codes.map((c) => c.xml)).toEqual(codes);
      expect(readable([source!, translation!])).toEqual([
        ['u', null, '<1><2> at <3><4><5><6><7><8><9> left'],
        ['u', null, '<1><2>（<3>）<4>なし<5><6><7><8><9>件'],
      ]);
      const out = await translated(english, [tokens('{1}{2} bei {3}{4}keine{5}{6}{7}{8}{9} übrig')]);
      expect(JSON.parse(out).u).toBe(
        '{s, select, yes {{user} bei {url}} other {keine}}{n, plural, =0 {} other {#}} übrig',
      );
    });
  });
  describe('leaving untranslated strings out (a push to a repository)', () => {
    const nested =
      '{\n  "app": {\n    "title": "Shop",\n    "cart": "Cart",\n    "pay": "Pay"\n  },\n  "menu": {\n    "open": "Open"\n  },\n  "version": 2\n}\n';

    it('writes exactly the translations: a run of untranslated ones goes with its separators, an object left empty goes', async () => {
      expect(await leavingOut(nested, ['', 'Warenkorb', ''])).toBe(
        '{\n  "app": {\n    "cart": "Warenkorb"\n  },\n  "version": 2\n}\n',
      );
      expect(await leavingOut(nested, ['Laden', '', '', 'Öffnen'])).toBe(
        '{\n  "app": {\n    "title": "Laden"\n  },\n  "menu": {\n    "open": "Öffnen"\n  },\n  "version": 2\n}\n',
      );
      expect(JSON.parse(await leavingOut(nested, ['', '', 'Zahlen']))).toEqual({ app: { pay: 'Zahlen' }, version: 2 });
      // Every string translated: byte for byte what writing the source text gives.
      const all = ['Laden', 'Warenkorb', 'Zahlen', 'Öffnen'];
      expect(await leavingOut(nested, all)).toBe(await translated(nested, all));
    });

    it('leaves an empty object of a file with nothing translated, and keeps text the file holds none of', async () => {
      expect(await leavingOut('{"a": "A", "b": "B"}', [])).toBe('{}');
      expect(await leavingOut('{"a": "A", "empty": "", "b": "B"}', ['', 'Bb'])).toBe('{"empty": "", "b": "Bb"}');
    });

    it('keeps a plural group whole once one form is written, and an array whole once an item is', async () => {
      const text = '{"a_one": "{{count}} file", "a_other": "{{count}} files", "b": "B", "list": ["x", "y"]}';
      const japanese = { source: 'en', target: 'ja' };
      // Japanese has one form (other): the group is written with its keys, the untranslated rest left out.
      expect(JSON.parse(await leavingOut(text, [tokens('{1} ファイル')], japanese))).toEqual({
        a_other: '{{count}} ファイル',
      });
      expect(JSON.parse(await leavingOut(text, ['', '', '', 'X']))).toEqual({ list: ['X', 'y'] });
    });
  });
});

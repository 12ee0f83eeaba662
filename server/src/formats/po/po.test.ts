import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { poFormat } from './po.ts';

const languages = { source: 'en', target: 'de' };
const fixture = readFileSync(new URL('fixtures/de.po', import.meta.url));
const hasMsgfmt = spawnSync('msgfmt', ['--version']).status === 0;

async function segmentsOf(bytes: Buffer) {
  const segments: DocumentSegment[] = [];
  await poFormat.read(streamOf(bytes), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function merged(bytes: Buffer, targets: Map<number, string>) {
  const edits = (async function* () {
    for (const [position, target] of targets) yield { position, target, approved: true };
  })();
  return buffer((await poFormat.merge(streamOf(bytes), edits, languages)).bytes);
}

describe('gettext PO documents', () => {
  it('reads context, comments, references, plural forms, fuzzy and existing translations', async () => {
    const segments = await segmentsOf(fixture);
    expect(segments[0]).toMatchObject({
      unitId: 'Example',
      target: 'Beispiel',
      note: 'TRANSLATORS: shown in the title bar',
      context: 'src/main.c:12',
    });
    expect(segments[1]).toMatchObject({ source: `Open ${inlineToken(1)}`, note: 'Keep it short.' });
    expect(segments.slice(2, 4).map((s) => [s.segmentId, s.source])).toEqual([
      ['msgstr[0]', `${inlineToken(1)} file was copied to ${inlineToken(2)}`],
      ['msgstr[1]', `${inlineToken(1)} files were copied to ${inlineToken(2)}`],
    ]);
    expect(segments[4]).toMatchObject({ unitId: 'menu\u0004File', context: 'menu' });
    expect(segments[5]).toMatchObject({ state: 'fuzzy', target: `Gelöscht ${inlineToken(1)} von ${inlineToken(2)}` });
    expect(segments[6]!.source).toBe(
      'A long text that was folded over several lines by xgettext, with a "quote"\nand a newline.',
    );
    expect(segments.map((s) => s.source)).not.toContain('Old string');
  });

  it('writes each translation as one string in place of the msgstr, obsolete entries and the rest untouched', async () => {
    const out = (await merged(fixture, new Map([[6, 'Ein langer Text mit "Zitat"\nund Zeilenumbruch.']]))).toString();
    expect(out).toBe(
      fixture
        .toString()
        .replace(
          'and a newline."\nmsgstr ""',
          'and a newline."\nmsgstr "Ein langer Text mit \\"Zitat\\"\\nund Zeilenumbruch."',
        ),
    );
  });

  it('takes the fuzzy flag off an entry whose translation is approved, keeping its other flags', async () => {
    const position = (await segmentsOf(fixture)).findIndex((s) => s.state === 'fuzzy');
    const out = (
      await merged(fixture, new Map([[position, `Entfernt ${inlineToken(1)} von ${inlineToken(2)}`]]))
    ).toString();
    expect(out).toBe(
      fixture
        .toString()
        .replace('#, fuzzy, c-format\n', '#, c-format\n')
        .replace('msgstr "Gelöscht %1$s von %2$s"', 'msgstr "Entfernt %1$s von %2$s"'),
    );
    const template = readFileSync(new URL('fixtures/template.pot', import.meta.url));
    const header = (
      await buffer((await poFormat.merge(streamOf(template), (async function* () {})(), languages)).bytes)
    ).toString();
    expect(header).toBe(template.toString());
  });

  it.skipIf(!hasMsgfmt)(
    'writes files msgfmt -c accepts, with every entry translated, plural forms included',
    async () => {
      const segments = await segmentsOf(fixture);
      const targets = new Map(segments.map((s, position) => [position, `Ü ${s.source}`]));
      const dir = mkdtempSync(join(tmpdir(), 'tessera-po-'));
      try {
        writeFileSync(join(dir, 'de.po'), await merged(fixture, targets));
        const check = () => execFileSync('msgfmt', ['-c', '-o', '/dev/null', join(dir, 'de.po')], { stdio: 'pipe' });
        expect(check).not.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses a malformed file with its line and column', async () => {
    await expect(segmentsOf(Buffer.from('msgid "a"\nmsgstr "b\n'))).rejects.toThrow(
      /^Malformed PO file at line 2, column 8: a string is not closed/,
    );
    await expect(segmentsOf(Buffer.from('msgid "a"\nmsgtxt "b"\n'))).rejects.toThrow(
      /^Malformed PO file at line 2, column 1: /,
    );
  });

  it('names the target language its header states, and asks the upload for the source language only', async () => {
    expect(await poFormat.inspect(() => streamOf(fixture))).toEqual({ needs: ['source'] });
    const template = readFileSync(new URL('fixtures/template.pot', import.meta.url));
    expect(await poFormat.inspect(() => streamOf(template))).toEqual({ needs: ['source', 'target'] });
  });
});

// Tessera translates its own interface as the README's "Translate Tessera" says: the repository's tessera.yml takes
// every app's English catalog as a document, `tessera push --translations` brings the translations already in the
// repository, and `tessera pull` writes each language's catalog back where the app loads it.
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Document, DocumentRecord, Project } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient } from '@tessera/server/test/harness';
import { savedRecord } from '@tessera/server/test/resources';
import { servedProject, tessera } from './command.test-helper.ts';

// CommonJS: its `module.exports` is the class its typings call the default export.
const MessageFormat = createRequire(import.meta.url)(
  '@messageformat/core',
) as (typeof import('@messageformat/core'))['default'];

const repoRoot = join(import.meta.dirname, '..', '..');

/** Each argument of ICU tokens with the values to read it with: a select's cases, counts for a plural, else itself. */
function argumentValues(tokens: readonly Token[], values: Map<string, Set<unknown>>): void {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') {
      if (!values.has(token.arg)) values.set(token.arg, new Set([`‹${token.arg}›`]));
    } else if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
      const tried = values.get(token.arg) ?? new Set();
      tried.delete(`‹${token.arg}›`);
      if (token.type === 'select') for (const { key } of token.cases) tried.add(key === 'other' ? '‹other›' : key);
      else for (const n of [0, 1, 2, 5, 11]) tried.add(n);
      values.set(token.arg, tried);
      for (const { tokens: caseTokens } of token.cases) argumentValues(caseTokens, values);
    }
  }
}

/** An ARB message (its apostrophes literal, as gen-l10n reads them) as an ICU message. */
const icu = (message: unknown) => String(message).replaceAll("'", "''");

/**
 * What two messages of a language say, each argument its own value (a placeholder its name, so that one in another
 * place shows) and every select case and plural count tried: the same where they mean the same.
 */
function said(language: string, ...messages: unknown[]): string[][] {
  const values = new Map<string, Set<unknown>>();
  for (const message of messages) argumentValues(parse(icu(message)), values);
  let readings: Record<string, unknown>[] = [{}];
  for (const [name, tried] of values)
    readings = readings.flatMap((reading) => [...tried].map((v) => ({ ...reading, [name]: v })));
  const formats = new MessageFormat(language);
  return messages.map((message) => readings.slice(0, 2000).map(formats.compile(icu(message))));
}

/** The shell's catalogs, as a contributor's clone holds them. */
const SHELL_CATALOGS = 'shell/src/locales';
/**
 * The users screen's, whose messages in narrow places state their length limits, and whose Japanese and German put
 * placeholders in another order than the English and lay their selects out otherwise.
 */
const USERS_CATALOGS = 'remotes/users/src/locales';
/**
 * The kit's, whose messages with a select over plurals lay their cases out otherwise in German and Japanese than
 * the English segment's codes can hold: downloads write them back as the repository has them.
 */
const KIT_CATALOGS = 'shared/src/locales';
const CATALOG_FOLDERS = [SHELL_CATALOGS, USERS_CATALOGS, KIT_CATALOGS];

describeWithDatabases('translating Tessera in Tessera', (t) => {
  let clone: string;
  let manager: SignedInClient;
  let token: string;
  let project: Project;

  beforeAll(async () => {
    let url: string;
    ({ url, manager, token, project } = await servedProject(t, {
      name: 'Tessera',
      source_lang: 'en',
      target_langs: ['de', 'ja'],
    }));
    // The repository's own tessera.yml, pointed at this server and project, and the catalogs above.
    clone = await mkdtemp(join(tmpdir(), 'tessera-l10n-'));
    const settings = await readFile(join(repoRoot, 'tessera.yml'), 'utf8');
    await writeFile(
      join(clone, 'tessera.yml'),
      settings.replace(/^url: .*$/m, `url: ${url}`).replace(/^project: .*$/m, `project: ${project.id}`),
    );
    for (const catalogs of CATALOG_FOLDERS) {
      await mkdir(join(clone, dirname(catalogs)), { recursive: true });
      await cp(join(repoRoot, catalogs), join(clone, catalogs), { recursive: true });
    }
  });
  afterAll(() => rm(clone, { recursive: true, force: true }));

  it('takes the English catalogs with their descriptions as notes, and writes each language’s catalogs back saying the same', async () => {
    const pushed = await tessera(clone, ['push', '--translations'], token);
    expect(pushed.stderr).toBe('');
    expect(pushed.code).toBe(0);

    const documents = ((await manager.inject('/api/document/')).json() as Document[]).filter(
      (document) => document.project_id === project.id,
    );
    // Each English catalog (the shell's shell.arb and sign-in.arb, the users screen's…) a document per language.
    const catalogs = (
      await Promise.all(
        CATALOG_FOLDERS.map(async (folder) =>
          (await readdir(join(clone, folder, 'en')))
            .filter((name) => name.endsWith('.arb'))
            .map((name) => `${folder}/{lang}/${name}`),
        ),
      )
    ).flat();
    expect(catalogs).toEqual(expect.arrayContaining([`${SHELL_CATALOGS}/{lang}/sign-in.arb`]));
    expect(documents.map((document) => `${document.name} ${document.target_lang}`).sort()).toEqual(
      catalogs.flatMap((catalog) => ['de', 'ja'].map((language) => `${catalog.split('/').at(-1)} ${language}`)).sort(),
    );
    const german = documents.find((document) => document.name === 'sign-in.arb' && document.target_lang === 'de')!;
    const records = (await manager.inject(`/api/document/${german.id}/records?limit=1000`)).json()
      .records as DocumentRecord[];
    const title = records.find((record) => record.source === 'Sign in' && record.target === 'Anmelden');
    expect(title?.note).toBe('Heading of the sign-in page.');
    expect(records.every((record) => record.target !== '' && record.target !== null)).toBe(true);

    // A message's x-maxLength is its segment's length limit: a translation longer than it is a QA error.
    const users = documents.find((document) => document.name === 'users.arb' && document.target_lang === 'de')!;
    const userRecords = (await manager.inject(`/api/document/${users.id}/records?limit=1000`)).json()
      .records as DocumentRecord[];
    const status = userRecords.find((record) => record.unit_id === 'usersColumnStatus')!;
    // (Read from the file, it is checked as any target: the same word in German, which QA only mentions.)
    expect([status.target, status.qa.map((issue) => issue.check)]).toEqual(['Status', ['same-as-source']]);
    const longer = await savedRecord(manager, status, { target: 'Kontostatus' });
    expect(longer.qa).toContainEqual(
      expect.objectContaining({ check: 'length', message: 'The target has 11 characters; at most 10 are allowed' }),
    );

    // Every translation is held by its English message's segment, placeholders in whatever order and selects laid
    // out however it has them, or else kept as the file has it for the download: push names those.
    const notRead = pushed.stdout.split('\n').filter((line) => line.includes('not read'));
    expect(notRead).toEqual([
      expect.stringMatching(
        /^shared\/src\/locales\/de\/kit\.arb: 1 not read, .*: resourceDeleteMessage; downloads write them as the file has them/,
      ),
      expect.stringMatching(
        /^shared\/src\/locales\/ja\/kit\.arb: 2 not read, .*; downloads write them as the file has them/,
      ),
    ]);

    const repository = new Map<string, string>();
    for (const catalog of catalogs)
      for (const language of ['de', 'ja']) {
        const path = catalog.replace('{lang}', language);
        repository.set(path, await readFile(join(clone, path), 'utf8'));
      }
    await rm(join(clone, SHELL_CATALOGS, 'de'), { recursive: true });
    const pulled = await tessera(clone, ['pull'], token);
    expect(pulled.stderr).toBe('');
    expect(pulled.code).toBe(0);
    expect(await readdir(join(clone, SHELL_CATALOGS))).toEqual(expect.arrayContaining(['de', 'ja']));
    // The German column header as saved above, and every other message as the repository's.
    const changedHere = new Map([[`${USERS_CATALOGS}/de/users.arb usersColumnStatus`, 'Kontostatus']]);
    for (const [path, before] of repository) {
      const language = path.includes('/de/') ? 'de' : 'ja';
      const after = JSON.parse(await readFile(join(clone, path), 'utf8')) as Record<string, unknown>;
      // The same words, each placeholder where the translation put it, a plural perhaps lifted to span its whole
      // sentence (Tessera's segment of each plural form).
      for (const [key, message] of Object.entries(JSON.parse(before) as Record<string, unknown>)) {
        if (key.startsWith('@')) continue;
        const expected = changedHere.get(`${path} ${key}`) ?? message;
        const [pulledReads, expectedReads] = said(language, after[key], expected);
        expect(pulledReads, `${path} ${key}`).toEqual(expectedReads);
      }
      expect(after['@@locale']).toBe(language);
    }
  });
});

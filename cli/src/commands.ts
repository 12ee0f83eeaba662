import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Document, Project } from '@tessera/shared/contract';
import { matchSourceFiles, translationPath, type MatchedSource } from '@tessera/shared/contract/file-patterns';
import type { TesseraApi } from './api.ts';
import type { CliConfig } from './config.ts';
import { CliError } from './errors.ts';
import { filesUnder } from './files.ts';
import type { Output } from './progress.ts';

export interface CommandContext {
  config: CliConfig;
  api: TesseraApi;
  out: Output;
}

export async function projectOf({ config, api }: CommandContext): Promise<Project> {
  try {
    return await api.getProject(config.project);
  } catch (error) {
    if (error instanceof CliError && error.status === 404)
      throw new CliError(`project: ${config.project} is no project at ${config.url}`, { cause: error });
    throw error;
  }
}

/**
 * The source files the `files:` patterns match in the working copy. Tessera names a document after its file, so
 * two sources of one name would be one document: refused, naming both.
 */
export async function sourceFiles({ config }: CommandContext, project: Project): Promise<MatchedSource[]> {
  const sources = matchSourceFiles(await filesUnder(config.root), config, project.target_langs);
  if (sources.length === 0)
    throw new CliError(
      `files: no file under ${config.root} matches ${config.files.map((set) => set.source).join(', ')}`,
    );
  const byName = new Map<string, string>();
  for (const source of sources) {
    const name = basename(source.path);
    const other = byName.get(name);
    if (other)
      throw new CliError(
        `files: ${other} and ${source.path} have the same name, which Tessera names a document by: rename one or ignore it`,
      );
    byName.set(name, source.path);
  }
  return sources;
}

/** Where `language`'s translation of a source file goes, its code as `languages:` and the project's languages spell it. */
export const languagePath = (config: CliConfig, project: Project, source: MatchedSource, language: string) =>
  translationPath(source, language, { spellings: config.languages, targets: project.target_langs });

/** The project's documents by name, each name's by target language. */
function documentsByName(documents: Document[]): Map<string, Map<string, Document>> {
  const byName = new Map<string, Map<string, Document>>();
  for (const document of documents) {
    const languages = byName.get(document.name) ?? new Map<string, Document>();
    languages.set(document.target_lang, document);
    byName.set(document.name, languages);
  }
  return byName;
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CliError(`${path}: ${(error as Error).message}`);
  }
}

/**
 * `tessera push`: uploads each source file, as a new document per target language or as the new version of its
 * documents (their translations kept, the segments whose source changed marked for review; a target language
 * added to the project since gets its document); with
 * `translations`, also each language's translation file found at its path, as confirmed translations, naming the
 * messages Tessera left out (their placeholders or syntax not the source's).
 */
export async function push(context: CommandContext, { translations }: { translations: boolean }): Promise<void> {
  const { config, api, out } = context;
  const project = await projectOf(context);
  const sources = await sourceFiles(context, project);
  const existing = documentsByName(await api.projectDocuments(project.id));
  const progress = out.progress(sources.length * (translations ? 1 + project.target_langs.length : 1));
  const counts = { created: 0, updated: 0, translations: 0 };
  const notes: string[] = [];
  for (const source of sources) {
    const name = basename(source.path);
    const bytes = await readFile(join(config.root, source.path));
    let documents = [...(existing.get(name)?.values() ?? [])];
    progress.step(`${source.path}${documents.length === 0 ? ' (new)' : ''}`);
    if (documents.length === 0) {
      documents = await api.uploadSource(project.id, name, bytes);
      counts.created++;
    } else {
      for (const document of documents) await api.updateSource(document.id, name, bytes);
      for (const language of project.target_langs.filter((one) => !documents.some((d) => d.target_lang === one)))
        documents.push(await api.uploadSourceFor(project, language, name, bytes));
      counts.updated++;
    }
    if (!translations) continue;
    for (const language of project.target_langs) {
      const path = languagePath(config, project, source, language);
      progress.step(path);
      const document = documents.find((one) => one.target_lang === language);
      const file = await readIfPresent(join(config.root, path));
      if (!document || !file) continue;
      const said = await api.importTranslations(document.id, basename(path), file);
      counts.translations++;
      // What follows the count says which translations Tessera left out, and why.
      const left = said?.split('; ').slice(1).join('; ');
      if (left) notes.push(`${path}: ${left}`);
    }
  }
  progress.end();
  for (const note of notes) out.line(note);
  const read = translations ? `, ${counts.translations} translation files read` : '';
  out.line(
    `Pushed ${sources.length} source files to "${project.name}": ${counts.created} new, ${counts.updated} updated${read}`,
  );
}

/** `tessera pull`: writes each language's translated file of every source file to its translation path. */
export async function pull(context: CommandContext): Promise<void> {
  const { config, api, out } = context;
  const project = await projectOf(context);
  const sources = await sourceFiles(context, project);
  const existing = documentsByName(await api.projectDocuments(project.id));
  const progress = out.progress(sources.length * project.target_langs.length);
  const notes: string[] = [];
  let written = 0;
  for (const source of sources) {
    const documents = existing.get(basename(source.path));
    if (!documents) notes.push(`${source.path}: not in the project yet (tessera push sends it)`);
    for (const language of project.target_langs) {
      const path = languagePath(config, project, source, language);
      progress.step(path);
      const document = documents?.get(language);
      if (!document) continue;
      if (document.status !== 'done') {
        notes.push(
          `${path}: not written, its document is ${document.status === 'error' ? 'in error' : 'still importing'}`,
        );
        continue;
      }
      const target = join(config.root, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await api.download(document.id));
      written++;
    }
  }
  progress.end();
  for (const note of notes) out.line(note);
  out.line(`Pulled ${written} translation files from "${project.name}"`);
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((100 * part) / whole));

/** `tessera status`: each target language's documents and segments confirmed. */
export async function status(context: CommandContext): Promise<void> {
  const { api, out } = context;
  const project = await projectOf(context);
  const documents = await api.projectDocuments(project.id);
  out.line(`${project.name}: ${project.source_lang} → ${project.target_langs.join(', ')}`);
  const width = Math.max(...project.target_langs.map((language) => language.length));
  for (const language of project.target_langs) {
    const own = documents.filter((document) => document.target_lang === language);
    const segments = own.reduce((sum, document) => sum + document.records_count, 0);
    const confirmed = own.reduce((sum, document) => sum + document.approved_records_count, 0);
    out.line(
      `${language.padEnd(width)}  ${String(percent(confirmed, segments)).padStart(3)} %  ` +
        `${confirmed}/${segments} segments confirmed in ${own.length} documents`,
    );
  }
}

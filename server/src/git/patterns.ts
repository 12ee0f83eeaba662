import { parse } from 'yaml';
import { ProjectFiles, type FileSet, type LanguageSpellings } from '@tessera/shared/contract/file-patterns';
import type { RepositoryConnectionRow } from './tables.ts';
import { json } from '../db/column-types.ts';

export const CONFIG_FILE = 'tessera.yml';

export interface Patterns {
  files: FileSet[];
  languages: LanguageSpellings;
  ignore: string[];
  files_from: 'request' | 'tessera.yml';
}

/** Why the patterns cannot be used; the message names the file or the setting. */
export class PatternsError extends Error {
  override name = 'PatternsError';
}

/**
 * The patterns in force: the repository's own `tessera.yml` at its root when it has one (it wins, so the team
 * changes its files in the repository), else those the connection was given.
 */
export function effectivePatterns(
  configFile: Buffer | undefined,
  requested: { files: FileSet[]; languages: LanguageSpellings; ignore: string[] },
): Patterns {
  if (!configFile) {
    if (requested.files.length === 0)
      throw new PatternsError(
        `The repository has no ${CONFIG_FILE} at its root: give the files to translate as patterns ` +
          '(files: [{source: "locales/en/*.json", translation: "locales/{lang}/{name}.json"}])',
      );
    return { ...requested, files_from: 'request' };
  }
  let parsed: unknown;
  try {
    parsed = parse(configFile.toString('utf8'));
  } catch (error) {
    throw new PatternsError(`${CONFIG_FILE} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const read = ProjectFiles.safeParse(parsed);
  if (!read.success) {
    const issue = read.error.issues[0]!;
    throw new PatternsError(`${CONFIG_FILE}: ${issue.path.join('.') || 'the file'} ${issue.message}`);
  }
  return {
    files: read.data.files,
    languages: read.data.languages ?? {},
    ignore: read.data.ignore ?? [],
    files_from: 'tessera.yml',
  };
}

export const requestedPatterns = (row: RepositoryConnectionRow) => ({
  files: json<FileSet[]>(row.request_files),
  languages: json<LanguageSpellings>(row.request_languages),
  ignore: json<string[]>(row.request_ignore),
});

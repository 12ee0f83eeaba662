import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ProjectFiles } from '@tessera/shared/contract/file-patterns';
import { CliError } from './errors.ts';

export const CONFIG_FILE = 'tessera.yml';

/** `tessera.yml`: the server and project besides the files (the same `files:`, `languages:`, `ignore:` a repository connection reads). */
const TesseraYml = ProjectFiles.extend({
  url: z
    .url({ protocol: /^https?$/, error: 'must be the http:// or https:// address of the Tessera server' })
    .transform((url) => url.replace(/\/+$/, '')),
  project: z.number({ error: "must be the project's number (its id, as in /project/12)" }).int().positive(),
});

export interface CliConfig extends z.infer<typeof TesseraYml> {
  /** The folder tessera.yml is in: the paths of `files:` are relative to it. */
  root: string;
  token: string;
}

/** Reads a YAML settings file by `schema`, each failure one line naming the file and the setting; `missing` says where it should be. */
export async function readYamlFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  missing: string,
): Promise<z.output<Schema>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(`${file}: not found (${missing})`);
  }
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    throw new CliError(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const read = schema.safeParse(parsed);
  if (!read.success) {
    const issue = read.error.issues[0]!;
    throw new CliError(`${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  return read.data;
}

/** Reads tessera.yml (from `path`, else the working folder) and the API token from TESSERA_TOKEN. */
export async function readConfig(cwd: string, env: NodeJS.ProcessEnv, path?: string): Promise<CliConfig> {
  const file = resolve(cwd, path ?? CONFIG_FILE);
  const data = await readYamlFile(
    file,
    TesseraYml,
    `run tessera in the folder that holds ${CONFIG_FILE}, or pass --config`,
  );
  const token = env.TESSERA_TOKEN?.trim();
  if (!token)
    throw new CliError(
      'TESSERA_TOKEN is not set: create an API token in Tessera (your account › API tokens) and put it there',
    );
  return { ...data, root: dirname(file), token };
}

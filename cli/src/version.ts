/**
 * Whether this command is the version the server speaks. The server hands out its own (`GET /api/cli` says which,
 * and `/api/cli/tessera-cli.tgz` is its package): another version may send what the server no longer reads, so a
 * difference is said before the command runs, with how to install the server's.
 */
import packageJson from '../package.json' with { type: 'json' };
import type { TesseraApi } from './api.ts';

export const CLI_VERSION: string = packageJson.version;

/**
 * The warning to print when the server at `url` speaks another version than this command's; undefined when it
 * speaks this one, or predates saying so.
 */
export async function versionWarning(api: TesseraApi, url: string): Promise<string | undefined> {
  const spoken = await api.cliPackage();
  if (!spoken || spoken.version === CLI_VERSION) return undefined;
  return (
    `this command is version ${CLI_VERSION} but ${url} speaks ${spoken.version}: ` +
    `install its own with npm install -D ${url}${spoken.latest}`
  );
}

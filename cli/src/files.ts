import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders never searched for source files: version control and installed packages. */
const SKIPPED_FOLDERS = new Set(['.git', '.hg', '.svn', 'node_modules']);

/** Every file under `root`, as a path relative to it with `/` separators, as the `files:` patterns read them. */
export async function filesUnder(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) found.push(...(await filesUnder(root, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

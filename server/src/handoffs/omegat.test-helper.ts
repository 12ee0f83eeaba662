import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';

/** Debian's `omegat` package puts its jar here; it needs a `java` on the PATH. */
export const OMEGAT_JAR = '/usr/share/omegat/OmegaT.jar';
export const hasOmegat = existsSync(OMEGAT_JAR) && spawnSync('java', ['-version']).status === 0;
/** What a test says when it cannot run OmegaT, in its title. */
export const OMEGAT_MISSING = `skipped: java or ${OMEGAT_JAR} not found (Debian: apt-get install omegat)`;

/**
 * Runs OmegaT 3.6 in a console mode on the project folder `project`. The path goes first: after the options, OmegaT
 * starts its window and fails for want of a display. Its settings go to a folder of the test's, not the home folder.
 */
export async function runOmegat(project: string, configDir: string, ...options: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-Djava.awt.headless=true', '-jar', OMEGAT_JAR, project, ...options, '--no-team', `--config-dir=${configDir}`],
    { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** Unpacks a ZIP into `folder` (a name ending in `/` is a folder). */
export function unpack(zip: Buffer, folder: string): void {
  for (const entry of unzip(zip)) {
    const path = join(folder, entry.name);
    if (entry.name.endsWith('/')) mkdirSync(path, { recursive: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, entry.data);
    }
  }
}

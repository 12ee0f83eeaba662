import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** A module hook that writes to stderr each module the process resolves. */
const HOOK = `import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    process.stderr.write(resolved.url + '\\n');
    return resolved;
  },
});
`;

const folder = mkdtempSync(join(tmpdir(), 'worker-modules-'));
const hook = join(folder, 'hook.mjs');
writeFileSync(hook, HOOK);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The modules a worker has resolved once it says it is ready for its data. */
async function modulesOf(worker: string): Promise<string[]> {
  const child = fork(fileURLToPath(new URL(worker, import.meta.url)), [], {
    execArgv: ['--import', hook],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type: string }) => message.type === 'ready' && resolve());
    void exited.then(() => reject(new Error(`${worker} exited before it was ready: ${stderr}`)));
  });
  // A worker ends once the server is gone (it waits through SIGTERM for the server's own shutdown).
  child.disconnect();
  await exited;
  return stderr.split('\n').filter((line) => line.startsWith('file:'));
}

/**
 * The API contract's schemas (zod): the readers started per uploaded file take plain values only, and the schemas
 * were a fifth of each start (an upload's inspection of a 40-byte JSON 207-248 ms with them, 168-192 ms without).
 */
const SCHEMAS = /\/node_modules\/zod\/|\/shared\/src\/contract\/index\.ts$/;
/** The folders of the document formats' readers (formats/document-format-modules.ts). */
const DOCUMENT_READERS =
  /\/server\/src\/formats\/(xliff|text|json|po|xcstrings|properties|android|resx|strings|stringsdict|arb|csv|yaml|docx|pptx|xlsx-document|odf|idml|html|markdown|subtitles)\//;

describe('the workers started per uploaded file', () => {
  it.each([
    '../documents/inspect-worker.ts',
    '../documents/import-worker.ts',
    '../tm/import-worker.ts',
    '../glossary/tbx-inspect-worker.ts',
  ])('%s loads none of the API contract’s schemas', async (worker) => {
    expect((await modulesOf(worker)).filter((url) => SCHEMAS.test(url))).toEqual([]);
  });

  // Each loads its file's format's reader once it has its data (loadDocumentFormat), not every reader.
  it.each(['../documents/inspect-worker.ts', '../documents/import-worker.ts'])(
    '%s loads no document reader before it knows its file’s format',
    async (worker) => {
      expect((await modulesOf(worker)).filter((url) => DOCUMENT_READERS.test(url))).toEqual([]);
    },
  );
});

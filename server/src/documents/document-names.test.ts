/**
 * A document's name is a file name by one rule wherever it is set (a rename, an upload, a project's upload): no
 * folders, no control or bidirectional characters, no device name Windows keeps, no trailing dot or space. The
 * project's ZIP writes whatever names the database holds as entries that extract inside their folder.
 */
import { expect, it } from 'vitest';
import type { Document } from '@tessera/shared/contract';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createProject, uploadDocument, xliffOf } from '../test/resources.ts';

const FOLDERS = 'must be a file name, without folders (no / or \\)';
const CONTROLS = 'must not hold control characters (line breaks, tabs) or bidirectional text controls';
const DEVICE =
  'must not be a device name Windows keeps (CON, PRN, AUX, NUL, COM1-9, LPT1-9), with or without an extension';
const TRAILING = 'must not end with a dot or a space';

/** Names the rule refuses, each with why. */
const REFUSED: [string, string][] = [
  ['../../evil.txt', FOLDERS],
  ['a/b.xlf', FOLDERS],
  ['a\\b.xlf', FOLDERS],
  ['C:\\Windows\\x.txt', FOLDERS],
  ['line\r\nbreak.xlf', CONTROLS],
  ['tab\there.xlf', CONTROLS],
  ['invoice\u202Efdp.exe', CONTROLS],
  ['mark\u200Fed.xlf', CONTROLS],
  ['arabic\u061Cmark.xlf', CONTROLS],
  ['iso\u2066late\u2069.xlf', CONTROLS],
  ['CON', DEVICE],
  ['con.txt', DEVICE],
  ['Nul.tar.gz', DEVICE],
  ['COM1.xlf', DEVICE],
  ['lpt9', DEVICE],
  ['guide.', TRAILING],
  ['guide. ', TRAILING],
];

/** Names that only look like refused ones. */
const KEPT = ['CONTRACT.xlf', 'console.xlf', 'COM10.xlf', 'auxiliary.xlf', '.hidden.xlf', 'Résumé 日本語 عربي.xlf'];

describeWithDatabases('document names', (t) => {
  const rename = (client: Client, id: number, name: string) =>
    client.inject({ method: 'PUT', url: `/api/document/${id}`, payload: { name } });
  const nameOf = async (client: Client, id: number) =>
    ((await client.inject(`/api/document/${id}`)).json() as Document).name;

  it('refuses a rename to a name that is no plain file name, saying why, and keeps the name it had', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadDocument(t, manager, xliffOf(['Save']), { name: 'guide.xlf' });
    for (const [name, problem] of REFUSED) {
      const refused = await rename(manager, document.id, name);
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json().message, JSON.stringify(name)).toBe(`Invalid request: body.name ${problem}`);
    }
    expect(await nameOf(manager, document.id)).toBe('guide.xlf');
    for (const name of KEPT) {
      expect((await rename(manager, document.id, name)).statusCode, name).toBe(200);
      expect(await nameOf(manager, document.id)).toBe(name);
    }
  });

  it("names an upload by the last component of the file's path, and refuses a name the rule refuses", async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const send = (url: string, name: string) =>
      manager.inject({ method: 'POST', url, ...multipart({}, { name, content: xliffOf(['Save']) }) });

    for (const path of ['docs/guide.xlf', '../../guide.xlf']) {
      const accepted = await send('/api/document/', path);
      expect(accepted.statusCode, accepted.body).toBe(202);
      expect((accepted.json() as Document).name, path).toBe('guide.xlf');
    }
    for (const [name, problem] of [
      ['CON.xlf', DEVICE],
      ['invoice\u202Eflx.xlf', CONTROLS],
      ['guide.xlf.', TRAILING],
    ]) {
      for (const url of ['/api/document/', `/api/projects/${project.id}/documents`]) {
        const refused = await send(url, name!);
        expect(refused.statusCode, `${url} ${JSON.stringify(name)}`).toBe(400);
        expect(refused.json()).toEqual({
          message: `The file's name ${problem}: rename the file and upload it again`,
          code: 'invalid_file_name',
          details: { field: 'filename' },
        });
      }
    }
    await t.app.jobs.idle();
  });

  it('zips each document under a name that stays inside the ZIP whatever name the database holds for it', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const stored = [
      '../../evil.txt',
      '..\\..\\win.txt',
      'C:\\Windows\\x.txt',
      '/etc/passwd',
      'line\r\nbreak.xlf',
      'invoice\u202Efdp.xlf',
    ];
    for (const name of stored) {
      const document = await uploadDocument(t, manager, xliffOf(['Save']), { projectId: project.id });
      // As an older version, or a hand-edited database, may have left it: no route stores such a name.
      await t.db.updateTable('documents').set({ name }).where('id', '=', document.id).execute();
    }
    const response = await manager.inject(`/api/projects/${project.id}/download`);
    expect(response.statusCode, response.body).toBe(200);
    expect(unzip(response.rawPayload).map((entry) => entry.name)).toEqual([
      'de/evil.txt.xlf',
      'de/win.txt.xlf',
      'de/Windows/x.txt.xlf',
      'etc/de/passwd.xlf',
      'de/linebreak.xlf',
      'de/invoicefdp.xlf',
    ]);
  });
});

import { beforeAll, expect, it } from 'vitest';
import type { Handoff } from '@tessera/shared/contract';
import { LiveConnection, type LiveEvent } from '../documents/live/live-connection.test-helper.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { documentRecords } from '../test/resources.ts';
import { handoffProject, sendPackage, uploadReturn } from './handoff.test-helper.ts';

const isHandoff = (event: LiveEvent) =>
  event.event === 'document' && (event.data as { kind: string }).kind === 'handoff';

/** An XLIFF 1.2 return of one segment, by its id. */
const returnOf = (id: number, source: string, target: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="guide.xlf" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="${id}"><source>${source}</source><target state="translated">${target}</target></trans-unit>
  </body></file>
</xliff>`;

describeWithPostgresToo("a package's documents on their live channel", (t) => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('tells the open editors of its documents when it is sent out, taken back and returned', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project, guide, coded } = await handoffProject(t, manager);
    const open = (documentId: number) =>
      LiveConnection.open(`${baseUrl}/api/document/${documentId}/events`, {
        cookie: `tessera_session=${translator.sessionCookie}`,
      });
    const guideEditor = await open(guide.id);
    const codedEditor = await open(coded.id);
    try {
      // Nothing about a package before one leaves.
      expect(guideEditor.events.filter(isHandoff)).toEqual([]);
      const first = await sendPackage(manager, project.id, { target_lang: 'de' });
      await guideEditor.next(isHandoff);
      await codedEditor.next(isHandoff);

      let seen = guideEditor.events.length;
      const takeBack = await manager.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/handoffs/${first.id}/take-back`,
      });
      expect(takeBack.statusCode, takeBack.body).toBe(200);
      await guideEditor.next(isHandoff, seen);

      // Out again and returned: the returned segment's change and the package's end both reach the editor.
      const again = await sendPackage(manager, project.id, { target_lang: 'de', format: 'xliff12' });
      await guideEditor.next(isHandoff, seen + 1);
      seen = guideEditor.events.length;
      const [, second] = await documentRecords(manager, guide.id);
      const returned = await uploadReturn(
        manager,
        project.id,
        again.id,
        'guide.xlf',
        returnOf(second!.id, second!.source, 'Öffnen Sie die Einstellungen.'),
      );
      expect(returned.statusCode, returned.body).toBe(200);
      expect((returned.json() as Handoff).report).toMatchObject({ applied: 1 });
      await guideEditor.next((e) => e.event === 'record' && (e.data as { id: number }).id === second!.id, seen);
      await guideEditor.next(isHandoff, seen);
    } finally {
      guideEditor.close();
      codedEditor.close();
    }
  });
});

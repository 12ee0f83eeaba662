import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { createProject, createTmWithUnits, linkTms, uploadDocument, xliffOf } from '../../test/resources.ts';
import { describeWithDatabases } from '../../test/harness.ts';

describeWithDatabases('QA of pre-translated targets', (t) => {
  it('checks the targets pre-translation writes, and the repetitions they make inconsistent', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    // A fuzzy match for "Wait 15 minutes." carries the TM's number 16.
    const tm = await createTmWithUnits(t, manager, 'Main', [
      { source: 'Wait 16 minutes.', target: 'Warten Sie 16 Minuten.' },
      { source: 'Cancel', target: 'Abbrechen' },
    ]);
    await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: tm.id, mode: 'read' }]);
    const document = await uploadDocument(
      t,
      manager,
      xliffOf(['Wait 15 minutes.', 'Cancel', ['Cancel', 'Stornieren']]),
      { projectId: project.id },
    );

    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { threshold: 75 },
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.jobs.idle();
    const records = (await manager.inject(`/api/document/${document.id}/records`)).json().records as DocumentRecord[];
    expect(records.map((record) => [record.target, record.qa.map((issue) => issue.check)])).toEqual([
      ['Warten Sie 16 Minuten.', ['numbers']],
      ['Abbrechen', ['inconsistency']],
      ['Stornieren', ['inconsistency']],
    ]);
  });
});

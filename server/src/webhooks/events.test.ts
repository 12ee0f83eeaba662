import { expect, it } from 'vitest';
import type { WebhookEvent } from '@tessera/shared/contract';
import { describeWithPostgresToo, type TestContext } from '../test/harness.ts';
import { createProject, savedRecord, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
import { assignSteps, deliverStep } from '../assignments/workflow.test-helper.ts';
import { emitProjectEvent } from './events.ts';

async function webhookFor(t: TestContext, projectId: number, events: WebhookEvent[]): Promise<number> {
  const { id } = await t.db
    .insertInto('webhooks')
    .values({ project_id: projectId, url: 'https://hooks.example.com/', events, secret: 'whsec_AAAA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function queued(t: TestContext, webhookId: number) {
  const rows = await t.db
    .selectFrom('webhook_deliveries')
    .select(['event', 'body', 'message_id', 'status', 'next_attempt_at'])
    .where('webhook_id', '=', webhookId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, body: JSON.parse(row.body) as { type: string; timestamp: string; data: any } }));
}

describeWithPostgresToo('project events queue webhook deliveries', (t) => {
  it('as a project document is created, fully confirmed and its step delivered, whatever route does it', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const everything = await webhookFor(t, project.id, ['document.created', 'document.completed', 'step.delivered']);
    const createdOnly = await webhookFor(t, project.id, ['document.created']);

    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(['One', 'Two']), {
      projectId: project.id,
    });
    await assignSteps(manager, document.id, [['translation', translator]]);
    await savedRecord(translator, records[0]!, { target: 'Eins', approved: true });
    expect((await queued(t, everything)).map((delivery) => delivery.event)).toEqual(['document.created']);
    await savedRecord(translator, records[1]!, { target: 'Zwei', approved: true });
    expect((await deliverStep(translator, document.id, 'translation')).statusCode).toBe(200);

    const deliveries = await queued(t, everything);
    expect(deliveries.map((delivery) => delivery.event)).toEqual([
      'document.created',
      'document.completed',
      'step.delivered',
    ]);
    const [created, completed, delivered] = deliveries;
    expect(created!.body).toMatchObject({
      type: 'document.created',
      data: { project_id: project.id, document: { id: document.id, name: document.name, segments: 2 } },
    });
    expect(Date.parse(created!.body.timestamp)).not.toBeNaN();
    expect(completed!.body.data).toMatchObject({ language: 'de', document: { confirmed_segments: 2 } });
    expect(delivered!.body.data).toMatchObject({ step: 'translation', assignee: { id: translator.user.id } });
    expect(deliveries.every((delivery) => delivery.status === 'pending' && delivery.next_attempt_at)).toBe(true);
    expect(new Set(deliveries.map((delivery) => delivery.message_id)).size).toBe(3);
    expect((await queued(t, createdOnly)).map((delivery) => delivery.event)).toEqual(['document.created']);
  });

  it('for another domain’s event, only to the webhooks that asked for it and are not disabled', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const pulls = await webhookFor(t, project.id, ['repository.pulled']);
    const disabled = await webhookFor(t, project.id, ['repository.pulled']);
    await t.db.updateTable('webhooks').set({ disabled_at: new Date() }).where('id', '=', disabled).execute();
    await webhookFor(t, project.id, ['repository.failed']);

    expect(await emitProjectEvent(t.db, project.id, 'repository.pulled', { commit: 'abc123' })).toBe(1);
    const [delivery] = await queued(t, pulls);
    expect(delivery!.body).toMatchObject({
      type: 'repository.pulled',
      data: { project_id: project.id, commit: 'abc123' },
    });
    expect(await queued(t, disabled)).toEqual([]);
  });
});

// The step bar where what it offers rests on the server's rules of steps (who is assigned, what blocks a delivery):
// against the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { Document } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { savedRecord, documentRecords, uploadDocument, xliffOf } from '@tessera/server/test/resources';
import type { Client } from '@tessera/server/test/harness';
import { StepBar } from './StepBar.tsx';

afterEach(cleanup);

/** Delivers a step of the document as a manager, whatever blocks it. */
async function deliverAnyway(manager: Client, document: Document, step: string) {
  const response = await manager.inject({
    method: 'POST',
    url: `/api/document/${document.id}/assignments/${step}/deliver`,
    payload: { force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describeOnRealApi("the editor's workflow step on the server", (api) => {
  it('gives the second reviewer their step once the review is delivered, not deliverable before they review it', async () => {
    const user = userEvent.setup();
    const secondReviewer = await api.signIn('user');
    const manager = await api.signIn('admin');
    const document = await uploadDocument(api.t, manager, xliffOf([['Open the file.', 'Öffnen Sie die Datei.']]));
    const steps = { translation: manager, review: manager, 'review-2': secondReviewer };
    const assigned = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: Object.entries(steps).map(([step, who]) => ({ step, user_id: who.user.id })) },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await deliverAnyway(manager, document, 'translation');
    // The first reviewer rejects the segment: the second may return the document to translation.
    const [segment] = await documentRecords(manager, document.id);
    await savedRecord(manager, segment!, {
      target: segment!.target,
      rejected: true,
      review: { reason: 'Wrong verb', errors: [] },
    });
    await deliverAnyway(manager, document, 'review');

    api.showPageTo(secondReviewer);
    const opened: number[] = [];
    await renderSignedInScreen(
      <StepBar document={document} onOpenSegment={(number) => opened.push(number)} />,
      '/document/:id',
      `/document/${document.id}`,
    );
    const bar = await screen.findByRole('region', { name: 'Workflow step' });
    await within(bar).findByText('Second review');
    expect(bar.textContent).toContain('Your step:Second review');
    expect(await within(bar).findByRole('button', { name: 'Return to translation' })).toBeTruthy();

    // No segment is reviewed in the second review yet.
    await user.click(within(bar).getByRole('button', { name: 'Deliver second review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the second review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toBe('1 segment not done in this stepSegment 1');
    expect(within(dialog).queryByRole('button', { name: 'Deliver anyway' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Open segment 1' }));
    expect(opened).toEqual([1]);
  });
});

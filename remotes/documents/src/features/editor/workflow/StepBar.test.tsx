import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryBlocker, Role } from '@tessera/shared/contract';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testDocument } from '../../../common/testing.tsx';
import { StepBar } from './StepBar.tsx';

serveMockApi();

const progress = (rejected: number) => ({
  segments: { total: 3, translated: 3, approved: 0, rejected },
  words: { total: 9, translated: 9, approved: 0, rejected: 3 * rejected },
  qa_errors: 0,
});

/** The segments the bar asked the grid to open. */
let opened: number[] = [];
beforeEach(() => {
  opened = [];
});

/**
 * The step bar of document 1 as `role` sees it. The mock's document has a translation step (the user
 * "translator", due in January 2026: late) and a review step (the manager, no deadline).
 */
async function renderStepBar(role: Role, prepare?: (mock: typeof db) => void, rejected = 0) {
  mockServer.use(http.get('*/api/document/1/progress', () => HttpResponse.json(progress(rejected))));
  await renderScreen(
    <StepBar document={testDocument()} onOpenSegment={(number) => opened.push(number)} />,
    '/document/:id',
    '/document/1',
    { role, prepare },
  );
  return screen.findByRole('region', { name: 'Workflow step' });
}

/** Answers deliveries of document 1's steps as the server does once nothing blocks them, noting each one. */
function deliverAnswered(delivered: string[]) {
  mockServer.use(
    http.post('*/api/document/1/assignments/:step/deliver', async ({ params, request }) => {
      delivered.push(`${String(params.step)} ${await request.text()}`);
      for (const assignment of db.assignments)
        if (assignment.document_id === 1 && assignment.step === params.step) assignment.state = 'delivered';
      return HttpResponse.json({ assignments: [] });
    }),
  );
}

/**
 * The translator delivers their step, which the server refuses with `blocked` (409, what keeps it from being
 * delivered); the question stays open to say why.
 */
async function deliverRefused(blocked: { message: string; details: { blockers: DeliveryBlocker[] } }) {
  const user = userEvent.setup();
  mockServer.use(
    http.post('*/api/document/1/assignments/translation/deliver', () => HttpResponse.json(blocked, { status: 409 })),
  );
  const bar = await renderStepBar('user');
  await user.click(within(bar).getByRole('button', { name: 'Deliver translation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deliver the translation?' });
  await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
  return { user, dialog };
}

describe("the editor's workflow step", () => {
  it('shows the translator their step and its passed deadline in red, and delivers it after asking', async () => {
    const user = userEvent.setup();
    const delivered: string[] = [];
    deliverAnswered(delivered);
    const bar = await renderStepBar('user');
    expect(bar.textContent).toContain('Your step:Translation');
    const due = within(bar).getByText(/due Jan 16, 2026/);
    expect(due.textContent).toContain('(overdue)');
    expect(due.className).toContain('text-red-700');

    await user.click(within(bar).getByRole('button', { name: 'Deliver translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the translation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(delivered).toEqual(['translation {}']);
    // Delivered: nothing more to do in it, and no deadline to be late for.
    await waitFor(() => expect(within(bar).getByText('delivered')).toBeTruthy());
    expect(within(bar).queryByRole('button', { name: 'Deliver translation' })).toBeNull();
    expect(bar.textContent).not.toContain('overdue');
    // The focus the gone button had goes to the bar, which says the step is delivered.
    expect(document.activeElement).toBe(bar);
  });

  it('asks to deliver on Ctrl+Shift+D, with the keyboard in the question', async () => {
    const user = userEvent.setup();
    const bar = await renderStepBar('user');
    expect(within(bar).getByRole('button', { name: 'Deliver translation' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Shift+D',
    );
    await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the translation?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('says what blocks a delivery the server refuses; only a manager may deliver anyway', async () => {
    const { user, dialog } = await deliverRefused({
      message: 'The translation step cannot be delivered yet',
      details: {
        blockers: [
          { reason: 'unconfirmed', segments: 2, segment_numbers: [2, 3] },
          { reason: 'qa_errors', segments: 1, segment_numbers: [1] },
        ],
      },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 segments not done in this stepSegments 2, 3', '1 segment with QA errors not ignoredSegment 1']);
    expect(within(dialog).queryByRole('button', { name: 'Deliver anyway' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Deliver' })).toBeNull();
    // Each segment named is a way to it: the dialog closes and the grid opens it.
    await user.click(within(alert).getByRole('button', { name: 'Open segment 3' }));
    expect(opened).toEqual([3]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many more segments block a delivery than the server named', async () => {
    const { dialog } = await deliverRefused({
      message: 'blocked',
      details: { blockers: [{ reason: 'unconfirmed', segments: 25, segment_numbers: [4, 9] }] },
    });
    expect((await within(dialog).findByRole('listitem')).textContent).toBe(
      '25 segments not done in this stepSegments 4, 9 and 23 more',
    );
  });

  it('lets a manager force a blocked delivery of the step they are assigned', async () => {
    const user = userEvent.setup();
    const delivered: string[] = [];
    mockServer.use(
      http.post('*/api/document/1/assignments/translation/deliver', async ({ request }) => {
        const body = await request.text();
        delivered.push(body);
        return body.includes('force')
          ? HttpResponse.json({ assignments: [] })
          : HttpResponse.json(
              {
                message: 'blocked',
                details: { blockers: [{ reason: 'unconfirmed', segments: 3, segment_numbers: [1, 2, 3] }] },
              },
              { status: 409 },
            );
      }),
    );
    const bar = await renderStepBar('manager', (mock) => {
      mock.assignments[0]!.user_id = 2;
    });
    await user.click(within(bar).getByRole('button', { name: 'Deliver translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the translation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Deliver anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(delivered).toEqual(['{}', '{"force":true}']);
  });

  it('shows a reviewer waiting for the translation that their step waits, with nothing to deliver', async () => {
    const bar = await renderStepBar('manager');
    expect(bar.textContent).toContain('Your step:Review');
    expect(within(bar).getByText('waiting for the step before')).toBeTruthy();
    expect(within(bar).queryByRole('button')).toBeNull();
  });

  it('offers no delivery while the document is out in a package', async () => {
    const bar = await renderStepBar('user', (mock) =>
      mock.handoffs.push({
        id: 1,
        project_id: 3,
        target_lang: 'de',
        format: 'omegat',
        state: 'out',
        person: null,
        document_ids: [1],
        sent_by: null,
        sent_at: '2026-01-02T10:00:00Z',
        due_at: null,
        closed_at: null,
        report: null,
      }),
    );
    expect(bar.textContent).toContain('Your step:Translation');
    await waitFor(() => expect(within(bar).queryByRole('button', { name: /Deliver/ })).toBeNull());
  });

  it('shows someone without a step whose step the document is in', async () => {
    const bar = await renderStepBar('admin');
    expect(bar.textContent).toContain('In translation by translator');
    expect(within(bar).queryByRole('button')).toBeNull();
  });

  it('lets the reviewer return the document to translation once they rejected segments', async () => {
    const user = userEvent.setup();
    const returned: string[] = [];
    mockServer.use(
      http.post('*/api/document/1/review/return', () => {
        returned.push('returned');
        Object.assign(db.assignments[0]!, { state: 'active' });
        Object.assign(db.assignments[1]!, { state: 'waiting' });
        return HttpResponse.json({ assignments: [], rejected_segments: 2 });
      }),
    );
    const inReview = (mock: typeof db) => {
      Object.assign(mock.assignments[0]!, { state: 'delivered' });
      Object.assign(mock.assignments[1]!, { state: 'active' });
    };
    const bar = await renderStepBar('manager', inReview, 2);
    await user.click(await within(bar).findByRole('button', { name: 'Return to translation' }));
    const dialog = screen.getByRole('dialog', { name: 'Return to translation?' });
    expect(dialog.textContent).toContain('with 2 rejected segments');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(returned).toEqual(['returned']));
    // Back with the translator: the reviewer waits again.
    expect(await within(bar).findByText('waiting for the step before')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { can, type Role } from '@tessera/shared/contract';
import { db, type MockDb } from '@tessera/shared/mocks';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testProject, textsOf } from '../../common/testing.tsx';
import { ProjectWebhooks } from './ProjectWebhooks.tsx';

serveMockApi();

const project = testProject();

/** A webhook of the project whose one delivery failed with a 500 after 7 attempts. */
const withFailedDelivery = (mock: MockDb) => {
  mock.webhooks.push({
    id: 1,
    project_id: project.id,
    url: 'https://ci.example.com/tessera',
    events: ['document.completed'],
    allow_private_network: false,
    disabled_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
  });
  mock.webhookDeliveries.push({
    id: 7,
    webhook_id: 1,
    message_id: 'msg_1',
    event: 'document.completed',
    status: 'failed',
    attempts: 7,
    next_attempt_at: null,
    last_attempt_at: '2026-11-20T15:00:00.000Z',
    response_status: 500,
    response_excerpt: 'Internal Server Error',
    error: 'The receiver answered 500',
    created_at: '2026-11-20T10:00:00.000Z',
  });
};

async function renderWebhooks(role: Role, prepare?: (mock: MockDb) => void) {
  await renderScreen(
    <ProjectWebhooks project={project} privateNetworks={can({ role, disabled: false }, 'network.private')} />,
    '/project/:id',
    '/project/3',
    {
      role,
      prepare,
    },
  );
}

describe("the project's webhooks", () => {
  it('adds a webhook for the events chosen and shows its secret once, with Copy', async () => {
    const user = userEvent.setup();
    await renderWebhooks('manager');
    await screen.findByText('No webhooks yet');
    const form = screen.getByRole('form', { name: 'Add a webhook' });
    const add = within(form).getByRole('button', { name: 'Add webhook' });
    expect(add).toHaveProperty('disabled', true);
    expect(within(form).queryByLabelText(/private network/)).toBeNull();

    await user.type(within(form).getByLabelText('Address (https://…)'), 'https://ci.example.com/hook');
    await user.click(within(form).getByLabelText(/^document\.completed:/));
    await user.click(within(form).getByLabelText(/^step\.delivered:/));
    await user.click(add);

    const secret = await screen.findByLabelText('Signing secret');
    expect((secret as HTMLInputElement).value).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(textsOf(within(table).getAllByRole('cell')).slice(0, 3)).toEqual([
      'https://ci.example.com/hook',
      'document.completed, step.delivered',
      'None yet',
    ]);
    expect(db.webhooks).toEqual([
      expect.objectContaining({ url: 'https://ci.example.com/hook', allow_private_network: false }),
    ]);
  });

  it('offers private networks to admins alone', async () => {
    const user = userEvent.setup();
    await renderWebhooks('admin');
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    await user.type(within(form).getByLabelText('Address (https://…)'), 'http://10.0.0.5/hook');
    await user.click(within(form).getByLabelText(/^document\.created:/));
    await user.click(within(form).getByLabelText(/private network/));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    await screen.findByLabelText('Signing secret');
    expect(db.webhooks[0]).toMatchObject({ url: 'http://10.0.0.5/hook', allow_private_network: true });
  });

  it('lists the deliveries with the answer and the attempts, and sends a failed one again', async () => {
    const user = userEvent.setup();
    await renderWebhooks('manager', withFailedDelivery);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText('Failed')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Deliveries' }));

    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const [, row] = within(log).getAllByRole('row');
    expect(textsOf(within(row!).getAllByRole('cell')).filter((_, index) => index !== 3)).toEqual([
      'document.completed',
      'Failed',
      '500',
      '7',
      'The receiver answered 500',
      'Redeliver',
    ]);
    await user.click(within(row!).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(within(log).queryByRole('button', { name: 'Redeliver' })).toBeNull());
    expect(within(log).getByText('Pending')).toBeTruthy();
    expect(db.webhookDeliveries[0]!.status).toBe('pending');
  });
});

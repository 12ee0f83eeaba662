import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testProject } from '../../common/testing.tsx';
import { ProjectModelTokens } from './ProjectModelTokens.tsx';

serveMockApi();

function serveUsage(usage: { used: number; ceiling: number | null }) {
  const saved: unknown[] = [];
  mockServer.use(
    http.get('*/api/projects/3/model-tokens', () => HttpResponse.json({ month: '2026-11', ...usage })),
    http.put('*/api/projects/3/model-tokens', async ({ request }) => {
      const body = (await request.json()) as { ceiling: number | null };
      saved.push(body);
      return HttpResponse.json({ month: '2026-11', used: usage.used, ceiling: body.ceiling });
    }),
  );
  return saved;
}

const render = (role: 'manager' | 'admin') =>
  renderScreen(<ProjectModelTokens project={testProject()} />, '/project/:id', '/project/3', { role });

describe("the project's language model tokens", () => {
  it('shows a manager the month’s use against the ceiling, and that suggestions stopped past it', async () => {
    serveUsage({ used: 250_000, ceiling: 200_000 });
    await render('manager');
    expect(
      await screen.findByText(
        '250,000 of 200,000 used in 2026-11 (UTC). Model suggestions are stopped until next month.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Monthly ceiling (tokens)')).toBeNull();
  });

  it('lets an admin set the monthly ceiling and remove it', async () => {
    const saved = serveUsage({ used: 1200, ceiling: null });
    await render('admin');
    const user = userEvent.setup();
    expect(await screen.findByText('1,200 used in 2026-11 (UTC); no monthly ceiling.')).toBeTruthy();
    await user.type(screen.getByLabelText('Monthly ceiling (tokens)'), '500000');
    await user.click(screen.getByRole('button', { name: 'Save ceiling' }));
    expect(await screen.findByText('1,200 of 500,000 used in 2026-11 (UTC).')).toBeTruthy();

    await user.clear(screen.getByLabelText('Monthly ceiling (tokens)'));
    await user.click(screen.getByRole('button', { name: 'Save ceiling' }));
    await waitFor(() => expect(saved).toEqual([{ ceiling: 500000 }, { ceiling: null }]));
  });

  it('says when the month’s use could not be loaded, and loads it again on Retry', async () => {
    let answers = 0;
    mockServer.use(
      http.get('*/api/projects/3/model-tokens', () =>
        answers++ === 0
          ? HttpResponse.json({ message: 'The database is restarting' }, { status: 503 })
          : HttpResponse.json({ month: '2026-11', used: 10, ceiling: null }),
      ),
    );
    await render('manager');
    const user = userEvent.setup();
    expect(await screen.findByText("The project's model tokens could not be loaded")).toBeTruthy();
    expect(screen.getByText('The database is restarting')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('10 used in 2026-11 (UTC); no monthly ceiling.')).toBeTruthy();
  });
});

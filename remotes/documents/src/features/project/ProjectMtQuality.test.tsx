import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testProject } from '../../common/testing.tsx';
import { ProjectMtQuality } from './ProjectMtQuality.tsx';

serveMockApi();

function serveSettings(settings: { enabled: boolean; threshold: number | null }) {
  const saved: unknown[] = [];
  mockServer.use(
    http.get('*/api/projects/3/mt-quality', () => HttpResponse.json(settings)),
    http.put('*/api/projects/3/mt-quality', async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      return HttpResponse.json(body as object);
    }),
  );
  return saved;
}

const render = () =>
  renderScreen(<ProjectMtQuality project={testProject()} />, '/project/:id', '/project/3', { role: 'manager' });

describe("the project's quality estimates", () => {
  it('lets a manager turn them on with a pre-translation threshold, and take the threshold away', async () => {
    const saved = serveSettings({ enabled: false, threshold: null });
    await render();
    const user = userEvent.setup();
    const rate = await screen.findByLabelText(
      'Rate each language model suggestion 0-100 (a second model request each)',
    );
    expect((rate as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Save quality settings' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(rate);
    await user.type(screen.getByLabelText('Pre-translation confirms segments scoring at least'), '85');
    await user.click(screen.getByRole('button', { name: 'Save quality settings' }));
    await waitFor(() => expect(saved).toEqual([{ enabled: true, threshold: 85 }]));

    await user.clear(screen.getByLabelText('Pre-translation confirms segments scoring at least'));
    await user.click(screen.getByRole('button', { name: 'Save quality settings' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { enabled: true, threshold: 85 },
        { enabled: true, threshold: null },
      ]),
    );
  });

  it('says what the server refused', async () => {
    serveSettings({ enabled: true, threshold: 80 });
    mockServer.use(
      http.put('*/api/projects/3/mt-quality', () =>
        HttpResponse.json({ message: 'body/threshold: threshold must be from 0 to 100' }, { status: 400 }),
      ),
    );
    await render();
    const user = userEvent.setup();
    const threshold = await screen.findByLabelText('Pre-translation confirms segments scoring at least');
    expect((threshold as HTMLInputElement).value).toBe('80');
    await user.clear(threshold);
    await user.type(threshold, '150');
    await user.click(screen.getByRole('button', { name: 'Save quality settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('body/threshold: threshold must be from 0 to 100');
  });
});

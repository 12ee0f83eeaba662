import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, useParams } from 'react-router';
import { session } from '@tessera/shared';
import { MOCK_PASSWORD, mockServer, resetMockDb } from '../mocks/node.ts';
import { StandaloneHost } from './StandaloneHost.tsx';

function Screen() {
  return (
    <>
      <h1>{`Thing ${useParams().id}`}</h1>
      <Link to="/">Home</Link>
    </>
  );
}

const renderHost = () =>
  render(<StandaloneHost routeName="thing" path="/thing/:id" startPath="/thing/1" Screen={Screen} />);

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  // The host uses the shared session: sign it out (the mock's logout too), then start signed in as admin.
  await session.logout();
  resetMockDb();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => mockServer.close());

describe('standalone host of one remote', () => {
  it('opens the screen from /, and a link home shows where the screen is instead of looping to it', async () => {
    const user = userEvent.setup();
    renderHost();
    await screen.findByRole('heading', { name: 'Thing 1' });
    expect(window.location.pathname).toBe('/thing/1');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Standalone remote')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Back to /thing/1' }));
    await screen.findByRole('heading', { name: 'Thing 1' });
  });

  it("shows the remote's home section at / when it has one, from where its screen opens", async () => {
    const user = userEvent.setup();
    function HomeSection() {
      return (
        <section>
          <h2>Things</h2>
          <Link to="/thing/7">Thing seven</Link>
        </section>
      );
    }
    render(
      <StandaloneHost
        routeName="thing"
        path="/thing/:id"
        startPath="/thing/1"
        Screen={Screen}
        HomeSection={HomeSection}
      />,
    );
    await screen.findByRole('heading', { name: 'Things' });
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Thing seven' }));
    await screen.findByRole('heading', { name: 'Thing 7' });
  });

  it('logs out with the kit button, and signing in again leads back to the screen', async () => {
    const user = userEvent.setup();
    renderHost();
    await screen.findByRole('heading', { name: 'Thing 1' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.type(await screen.findByLabelText('Email'), 'user@tessera.test');
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Thing 1' });
  });

  it('a guard error other than 401 is only logged: no message, no router error page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get('*/api/user/', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })));
    const view = renderHost();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })));
    expect(view.container.textContent).not.toMatch(/Unexpected Application Error|Database down/);
    expect(screen.queryByRole('heading', { name: 'Thing 1' })).toBeNull();
  });
});

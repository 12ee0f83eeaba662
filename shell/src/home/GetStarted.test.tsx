import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@tessera/shared/contract';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { GetStarted, anyDocumentQuery, anyProjectQuery } from './GetStarted.tsx';
import { MyWork } from './MyWork.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(() => mockServer.close());

const emptyWorkspace = (mock: typeof db) => {
  mock.projects.length = 0;
  mock.documents.length = 0;
  mock.assignments.length = 0;
};
const renderHome = (role: Role, prepare = emptyWorkspace) =>
  renderScreen(
    <>
      <GetStarted />
      <MyWork />
    </>,
    '/',
    '/',
    { role, prepare },
  );
/** What the panel decides on, as it reads it. */
function WorkspaceProbe() {
  const projects = useQuery(anyProjectQuery);
  const documents = useQuery(anyDocumentQuery);
  if (!projects.data || !documents.data) return null;
  return <p>{`${projects.data.total_rows} projects, ${documents.data.total_rows} documents`}</p>;
}

const actionsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the first screen of an empty workspace', () => {
  it('tells an admin what to do first, each a link to its flow, until they dismiss it for good', async () => {
    await renderHome('admin');
    const panel = await screen.findByRole('region', { name: 'Get started' });
    expect(actionsOf(panel)).toEqual([
      ['Create a project', '/?start=project'],
      ['Invite people', '/users/'],
      ['Upload a file', '/?start=upload'],
    ]);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();

    cleanup();
    await renderHome('admin');
    await screen.findByText('Nothing is assigned to you');
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('offers a manager the project and the upload, not the invitations only admins send', async () => {
    await renderHome('manager');
    const panel = await screen.findByRole('region', { name: 'Get started' });
    expect(actionsOf(panel).map(([name]) => name)).toEqual(['Create a project', 'Upload a file']);
  });

  it('stays away once the workspace holds a document', async () => {
    // It asks whether there is any document, never for every document of the installation.
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/document/') asked.push(url.search);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    await renderScreen(
      <>
        <GetStarted />
        <WorkspaceProbe />
      </>,
      '/',
      '/',
      { role: 'admin', prepare: (mock) => void (mock.projects.length = 0) },
    );
    // The probe reads the same lists from the same cache: once it shows them, so could the panel.
    expect(await screen.findByText(/^0 projects, [1-9]\d* documents$/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    expect(asked).toEqual(['?page=0&limit=1']);
  });

  it('tells a translator with no work yet what to expect', async () => {
    await renderHome('user');
    expect(await screen.findByText('Nothing is assigned to you')).toBeTruthy();
    expect(screen.getByText(/Work assigned to you will show here/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });
});

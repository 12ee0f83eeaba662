import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { expectListed, renderScreen } from '@tessera/shared/mocks/render';
import { GlossariesSection } from './GlossariesSection.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function renderSection(role: Role) {
  await renderScreen(<GlossariesSection />, '/', '/', { role });
  await screen.findByRole('table', { name: 'Glossaries' });
}

describe('glossaries on the home screen', () => {
  it('lists every glossary with languages, status and record count, linking to its screen', async () => {
    await renderSection('user');
    expectListed('Product UI terminology', '/glossary/1', ['en → de', 'done', '125']);
  });

  it('offers "New glossary" and "Import glossary" to managers', async () => {
    const user = userEvent.setup();
    await renderSection('manager');
    await user.click(screen.getByRole('button', { name: 'New glossary' }));
    expect(await screen.findByRole('dialog', { name: 'New glossary' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Import glossary' }));
    expect(within(await screen.findByRole('dialog', { name: 'Import glossary' })).getByLabelText('File')).toBeTruthy();
  });

  it('does not offer them to users without glossary.manage', async () => {
    await renderSection('user');
    for (const name of ['New glossary', 'Import glossary']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

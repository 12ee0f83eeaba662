import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { MyWork } from './MyWork.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

const render = (prepare?: (mock: typeof db) => void) => renderScreen(<MyWork />, '/', '/', { role: 'user', prepare });

describe('my work on the home screen', () => {
  it("lists the signed-in person's steps as the server orders them, late ones in red, each a link to what is left of it", async () => {
    await render((mock) => {
      mock.documents.push({ ...mock.documents[0]!, id: 2, name: 'manual.xlf' });
      mock.documents.push({ ...mock.documents[0]!, id: 3, name: 'manual.xlf', target_lang: 'fr-CA', project_id: null });
      const soon = new Date(Date.now() + 86_400_000).toISOString();
      const progress = { segments: 0, done: 0, words: 0, words_done: 0 };
      mock.assignments.push(
        { document_id: 2, step: 'translation', user_id: 2, due_at: null, state: 'delivered', progress },
        { document_id: 2, step: 'review', user_id: 3, due_at: soon, state: 'active', progress },
        { document_id: 3, step: 'translation', user_id: 3, due_at: null, state: 'active', progress },
      );
    });
    const table = await screen.findByRole('table', { name: 'My work' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The same file in two languages: each row names its language, and its project.
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'release-notes.xlf, German',
      'manual.xlf, German',
      'manual.xlf, French (Canada)',
    ]);
    expect(within(rows[2]!).getByRole('cell', { name: 'French (Canada)' })).toBeTruthy();
    expect(rows[2]!.textContent).toContain('No project');
    // The sample's translation was due in January 2026: late.
    expect(rows[0]!.textContent).toContain('overdue');
    expect(within(rows[0]!).getByText(/overdue/).className).toContain('text-red-700');
    expect(rows[1]!.textContent).not.toContain('overdue');
    expect(rows[2]!.textContent).toContain('No deadline');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/document/1?filter=my-step');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/document/2?filter=my-step');
    expect(within(rows[0]!).getByRole('progressbar').getAttribute('aria-label')).toBe(
      'release-notes.xlf, German: 17 of 42 segments done',
    );
    expect(rows[0]!.textContent).toMatch(/[\d,.]+ of [\d,.]+ words/);
  });

  it('says when nothing is assigned', async () => {
    await render((mock) => {
      mock.assignments = [];
    });
    await screen.findByText('Nothing is assigned to you');
  });
});

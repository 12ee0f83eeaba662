import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '@tessera/shared';
import type { SegmentComment, SegmentVersion, User } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { answerPanelLookupsWithNothing, serveMockApi, testSegment } from '../../../common/testing.tsx';
import { renderSidePanel } from './testing.tsx';

const segment = testSegment(0, {
  source: 'Save the red file',
  target: 'Die blaue Datei speichern',
  state: 'translated',
  status: 'translated',
  words: 4,
  origin: 'manual',
  open_comments: 1,
  updated_at: '2026-01-02T00:00:00.000Z',
});
const translator: User = {
  id: 7,
  email: 'tr@example.com',
  username: 'translator',
  role: 'user',
  disabled: false,
} as User;
const version = (id: number, fields: Partial<SegmentVersion>): SegmentVersion => ({
  id,
  record_id: 100,
  user: { id: 7, username: 'translator', display_name: null },
  change: 'manual',
  old_target: '',
  new_target: '',
  old_approved: false,
  new_approved: false,
  old_reviewed: false,
  new_reviewed: false,
  step: null,
  created_at: '2026-01-02T00:00:00.000Z',
  ...fields,
});
const comment = (id: number, fields: Partial<SegmentComment>): SegmentComment => ({
  id,
  record_id: 100,
  document_id: 1,
  author: { id: 7, username: 'translator', display_name: null },
  text: '',
  resolved: false,
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...fields,
});

let saved: unknown[];
let comments: SegmentComment[];

serveMockApi();
beforeEach(() => {
  saved = [];
  comments = [
    comment(1, { text: 'Is "file" a document here?' }),
    comment(2, {
      text: 'Formal address, please.',
      author: { id: 9, username: 'reviewer', display_name: 'Rosa Martín' },
    }),
  ];
  answerPanelLookupsWithNothing();
  mockServer.use(
    http.get('*/api/document/1/translation_memories', () => HttpResponse.json([])),
    http.get('*/api/document/records/100/history', () =>
      HttpResponse.json({
        versions: [
          version(2, { old_target: 'Die rote Datei speichern', new_target: 'Die blaue Datei speichern' }),
          version(1, { change: 'tm', user: null, old_target: '', new_target: 'Die rote Datei speichern' }),
        ],
      }),
    ),
    http.put('*/api/document/records/100', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ ...segment, target: 'Die rote Datei speichern', updated_repetitions: [] });
    }),
    http.get('*/api/document/records/100/comments', () => HttpResponse.json({ comments })),
    http.post('*/api/document/records/100/comments', async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      comments = [...comments, comment(3, { text })];
      return HttpResponse.json(comments.at(-1), { status: 201 });
    }),
    http.put('*/api/comments/:id', async ({ params, request }) => {
      const body = (await request.json()) as { resolved: boolean };
      comments = comments.map((c) => (c.id === Number(params.id) ? { ...c, ...body } : c));
      return HttpResponse.json(comments.find((c) => c.id === Number(params.id)));
    }),
  );
});

async function renderPanel(as: User = translator) {
  const store = createSessionStore({
    login: async () => as,
    logout: async () => {},
    fetchCurrentUser: async () => as,
  });
  await store.fetchCurrentUser();
  renderSidePanel(segment, { session: store });
  return userEvent.setup();
}

describe('History tab', () => {
  it('shows each version with its author, kind and the words changed, and restores an earlier one', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const versions = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(versions).toHaveLength(2);
    expect(versions[0]!.textContent).toContain('translator');
    expect(within(versions[0]!).getByTitle('Taken out').textContent).toBe('rote');
    expect(within(versions[0]!).getByTitle('Put in').textContent).toBe('blaue');
    expect(versions[1]!.textContent).toContain('TM match');
    expect(versions[1]!.textContent).toContain('Tessera');
    // The newest version is the segment as it is: nothing to restore there.
    expect(within(versions[0]!).queryByRole('button')).toBeNull();

    await user.click(within(versions[1]!).getByRole('button', { name: /^Restore the version/ }));
    await waitFor(() =>
      expect(saved).toEqual([
        { target: 'Die rote Datei speichern', approved: false, updated_at: segment.updated_at, change: 'restore' },
      ]),
    );
  });

  it("marks a version that confirmed the segment or reviewed it in the words of the segments' badges", async () => {
    mockServer.use(
      http.get('*/api/document/records/100/history', () =>
        HttpResponse.json({
          versions: [
            version(3, { old_approved: true, new_approved: true, new_reviewed: true }),
            version(2, { old_approved: false, new_approved: true }),
            version(1, { change: 'tm', user: null }),
          ],
        }),
      ),
    );
    const user = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const versions = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Reviewed'),
      expect.stringContaining('Confirmed'),
      expect.not.stringMatching(/Confirmed|Reviewed|Approved/),
    ]);
  });

  it('says the quality estimate a machine translation was saved with', async () => {
    mockServer.use(
      http.get('*/api/document/records/100/history', () =>
        HttpResponse.json({
          versions: [
            version(3, { change: 'manual' }),
            version(2, { change: 'mt', mt_quality: { method: 'gemba-mqm', score: null } }),
            version(1, { change: 'pretranslation', user: null, mt_quality: { method: 'gemba-mqm', score: 72 } }),
          ],
        }),
      ),
    );
    const user = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const versions = within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([
      expect.not.stringMatching(/quality estimate/i),
      expect.stringContaining('No quality estimate'),
      expect.stringContaining('Quality estimate 72'),
    ]);
  });
});

describe('Comments tab', () => {
  it('lists the comments by their authors’ names, adds one, and lets the author resolve only their own', async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    const mine = await screen.findByRole('listitem', { name: 'Comment by translator' });
    const theirs = screen.getByRole('listitem', { name: 'Comment by Rosa Martín (reviewer)' });
    expect(within(theirs).queryByRole('button', { name: 'Resolve' })).toBeNull();

    await user.click(within(mine).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('listitem', { name: 'Comment by translator, resolved' })).toBeTruthy();

    await user.type(screen.getByLabelText('New comment'), 'Checked with the client.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('Checked with the client.')).toBeTruthy();
    expect((screen.getByLabelText('New comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('searches the people a manager may mention on the server as the name after the @ is typed', async () => {
    const searches: (string | null)[] = [];
    mockServer.use(
      http.get('*/api/users/assignable', ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push(`${params.get('search')}/${params.get('limit')}`);
        // What the server found for "gar", handed over as it is: the server's rule is its own.
        return HttpResponse.json({
          users: params.get('search') === 'gar' ? [{ id: 20, username: 'lgarcia', display_name: 'Lucía García' }] : [],
        });
      }),
    );
    const user = await renderPanel({ ...translator, id: 8, username: 'manager', role: 'manager' } as User);
    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    await screen.findByRole('listitem', { name: 'Comment by translator' });
    await user.type(screen.getByLabelText('New comment'), 'Ask @gar');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getByRole('option').textContent).toBe('Lucía García (lgarcia)'));
    expect(searches.at(-1)).toBe('gar/8');
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('New comment') as HTMLTextAreaElement).value).toBe('Ask @lgarcia ');
  });
});

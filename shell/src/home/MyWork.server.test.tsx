// My work where its order rests on the server's rule (the soonest due first, no deadline last): against the real
// server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { uploadDocument, xliffOf } from '@tessera/server/test/resources';
import { MyWork } from './MyWork.tsx';

afterEach(cleanup);

describeOnRealApi('my work on the home screen, on the server', (api) => {
  it('lists the steps the soonest due first and those with no deadline last', async () => {
    const translator = await api.signIn('user');
    const manager = await api.signIn('admin');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    for (const [name, due_at] of [
      ['none.xlf', null],
      ['later.xlf', inDays(9)],
      ['sooner.xlf', inDays(2)],
    ] as const) {
      const document = await uploadDocument(api.t, manager, xliffOf(['Open the file.']), { name });
      const assigned = await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/assignments`,
        payload: { assignments: [{ step: 'translation', user_id: translator.user.id, due_at }] },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }

    api.showPageTo(translator);
    await renderSignedInScreen(<MyWork />, '/', '/');
    const table = await screen.findByRole('table', { name: 'My work' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'sooner.xlf, German',
      'later.xlf, German',
      'none.xlf, German',
    ]);
  });
});

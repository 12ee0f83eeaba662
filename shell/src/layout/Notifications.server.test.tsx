// The top bar's unread count as the server keeps it (how many of one's notifications are unread, and none once the
// panel marks them all read): against the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { NotificationList } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { getJson, uploadDocument, xliffOf } from '@tessera/server/test/resources';
import Notifications from './Notifications.tsx';

afterEach(cleanup);

describeOnRealApi('notifications in the top bar, on the server', (api) => {
  it('counts the unread ones as the server does, and marks them all read', async () => {
    const translator = await api.signIn('user');
    const manager = await api.signIn('admin');
    for (const name of ['first.xlf', 'second.xlf']) {
      const document = await uploadDocument(api.t, manager, xliffOf(['Open the file.']), { name });
      const assigned = await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/assignments`,
        payload: { assignments: [{ step: 'translation', user_id: translator.user.id }] },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }
    // The older one read already: one of the two left unread.
    const before = await getJson<NotificationList>(translator, '/api/user/notifications');
    const read = await translator.inject({
      method: 'POST',
      url: '/api/user/notifications/read',
      payload: { ids: [before.notifications.at(-1)!.id] },
    });
    expect(read.statusCode, read.body).toBe(200);

    api.showPageTo(translator);
    await renderSignedInScreen(<Notifications />, '/', '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    const items = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.endsWith('(unread)'))).toEqual([true, false]);
    expect(items[0]!.textContent).toContain('second.xlf');

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect((await getJson<NotificationList>(translator, '/api/user/notifications')).unread).toBe(0);
  });
});

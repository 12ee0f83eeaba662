import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { getNotifications, markNotificationsRead } from '@tessera/shared/api/assignments';
import type { Notification, NotificationList } from '@tessera/shared/contract';
import { Button } from '@tessera/shared/ui';
import { logError } from '../app/errors.ts';
import { pathTo } from '../app/routes.ts';

/** How often the count is asked again while the page is open. */
const REFRESH_MS = 60_000;

const STEP_NAMES = { translation: 'translation', review: 'review', 'review-2': 'second review' } as const;

/** A notification in words: who did what to which step. */
export function describeNotification({ kind, step, by }: Notification): string {
  const who = by?.username ?? 'Someone';
  const what = STEP_NAMES[step];
  switch (kind) {
    case 'assigned':
      return `${who} assigned you the ${what}`;
    case 'activated':
      return `Your ${what} can start: ${who} delivered the step before`;
    case 'returned':
      return `${who} returned it to ${what} with rejected segments`;
    case 'delivered':
      return `${who} delivered the ${what}`;
  }
}

/** The top bar's notifications: the unread count on a button that lists the newest and marks them read. */
export default function Notifications() {
  const [list, setList] = useState<NotificationList | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const refresh = useCallback(() => {
    getNotifications().then(setList, logError);
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh]);

  const unread = list?.unread ?? 0;
  const markAllRead = () => markNotificationsRead({}).then(setList, logError);
  return (
    <div className="relative">
      <Button
        variant="inverse"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread === 0 ? 'Notifications' : `Notifications: ${unread} unread`}
        onClick={() => {
          if (!open) refresh();
          setOpen(!open);
        }}
      >
        Notifications{unread > 0 && ` (${unread})`}
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute right-0 z-40 mt-1 w-96 rounded-md bg-white text-sm text-slate-800 shadow-lg ring-1 ring-slate-900/10"
        >
          {list === null || list.notifications.length === 0 ? (
            <p className="px-4 py-3 text-slate-600">No notifications</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {list.notifications.map((notification) => (
                <li key={notification.id} className={notification.read ? 'px-4 py-2' : 'bg-sky-50 px-4 py-2'}>
                  <Link
                    className="font-medium text-sky-800 hover:underline"
                    to={pathTo('document', { id: notification.document.id })}
                    onClick={() => setOpen(false)}
                  >
                    {notification.document.name}
                  </Link>
                  <p>{describeNotification(notification)}</p>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 && (
            <div className="border-t border-slate-200 px-4 py-2">
              <Button size="sm" onClick={markAllRead}>
                Mark all read
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

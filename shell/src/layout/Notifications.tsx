import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { getNotifications, markNotificationsRead, subscribeNotifications } from '@tessera/shared/api/assignments';
import { NOTIFICATIONS_LISTED } from '@tessera/shared';
import type { Notification, NotificationEvent, NotificationList } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Button } from '@tessera/shared/ui';
import { logError } from '../common/errors.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import { targetLanguageOf, useTargetLanguage } from '../common/language.ts';
import { pathTo } from '../common/routes.ts';
import { notificationText } from './notificationText.ts';
import * as shellWords from '../locales/en/shell.arb';

/**
 * New notifications arrive on the stream; this slow poll is only the backstop for one the stream missed without a
 * break it noticed (the stream's reconnections fetch the list anyway).
 */
const BACKSTOP_REFRESH_MS = 5 * 60_000;

/** The list with a notification just made on top (once, should a refresh have brought it already). */
function withNew(list: NotificationList | null, { notification, unread }: NotificationEvent): NotificationList {
  const others = (list?.notifications ?? []).filter((listed) => listed.id !== notification.id);
  return { notifications: [notification, ...others].slice(0, NOTIFICATIONS_LISTED), unread };
}

/**
 * A list fetched, with the notifications streamed while it was on its way kept on top: those newer than any it
 * holds (ids only grow) were made after it was read, so its unread count leaves them out too.
 */
function fetchedOver(current: NotificationList | null, fetched: NotificationList): NotificationList {
  const newest = Math.max(0, ...fetched.notifications.map((notification) => notification.id));
  const newer = (current?.notifications ?? []).filter((notification) => notification.id > newest);
  return {
    notifications: [...newer, ...fetched.notifications].slice(0, NOTIFICATIONS_LISTED),
    unread: fetched.unread + newer.filter((notification) => !notification.read).length,
  };
}

/** Where a notification leads: its document, opened at the segment it is about (a mention's). */
function notificationPath({ document, segment }: Notification): string {
  const path = pathTo('document', { id: document.id });
  return segment === null ? path : `${path}?segment=${segment}`;
}

/**
 * What a screen reader says when a notification arrives while the page is open (the button's count changes
 * silently), in the language of that moment.
 */
const announcementOf = ({ notification }: NotificationEvent) => {
  const t = messagesIn();
  return t(shellWords.notificationsAnnouncement, {
    document: notification.document.name,
    language: targetLanguageOf(notification.document.target_lang),
    text: notificationText(notification, t),
  });
};

/**
 * The top bar's notifications: the unread count on a button that lists the newest and marks them read. The list
 * is a disclosure after the button (Tab enters it); Escape closes it and gives the focus back to the button.
 */
export default function Notifications() {
  const [list, setList] = useState<NotificationList | null>(null);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const t = useMessages();
  const f = useFormats();
  const languageOf = useTargetLanguage();
  const refresh = useCallback(() => {
    getNotifications().then((fetched) => setList((current) => fetchedOver(current, fetched)), logError);
  }, []);
  useEffect(() => {
    // The list is fetched when the stream opens, and again after each break.
    const stop = subscribeNotifications({
      connected: refresh,
      notification: (event) => {
        setList((current) => withNew(current, event));
        setAnnouncement(announcementOf(event));
      },
    });
    const timer = setInterval(refresh, BACKSTOP_REFRESH_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [refresh]);

  const unread = list?.unread ?? 0;
  const markAllRead = () =>
    markNotificationsRead({}).then((fetched) => setList((current) => fetchedOver(current, fetched)), logError);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="relative" onKeyDown={closeOnEscape}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Button
        ref={button}
        variant="inverse"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          unread === 0 ? t(shellWords.notificationsTitle) : t(shellWords.notificationsUnreadLabel, { count: unread })
        }
        onClick={() => {
          if (!open) refresh();
          setOpen(!open);
        }}
      >
        {unread === 0
          ? t(shellWords.notificationsTitle)
          : t(shellWords.notificationsCount, { count: f.number(unread) })}
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t(shellWords.notificationsTitle)}
          className="absolute end-0 z-40 mt-1 w-96 rounded-md bg-white text-sm text-slate-800 shadow-lg ring-1 ring-slate-900/10"
        >
          {list === null || list.notifications.length === 0 ? (
            <p className="px-4 py-3 text-slate-600">{t(shellWords.notificationsNone)}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {list.notifications.map((notification) => (
                <li key={notification.id} className={notification.read ? 'px-4 py-2' : 'bg-sky-50 px-4 py-2'}>
                  <Link
                    className="font-medium text-sky-800 hover:underline"
                    to={notificationPath(notification)}
                    onClick={() => setOpen(false)}
                  >
                    {notification.document.name}
                    <span className="font-normal text-slate-600">
                      {' '}
                      · {languageOf(notification.document.target_lang)}
                    </span>
                  </Link>
                  <p>
                    {notificationText(notification, t)}
                    {/* Unread ones are tinted: said in words too, for those who do not see the tint. */}
                    {!notification.read && <span className="sr-only"> {t(shellWords.notificationsUnread)}</span>}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 && (
            <div className="border-t border-slate-200 px-4 py-2">
              <Button size="sm" onClick={markAllRead}>
                {t(shellWords.notificationsMarkAllRead)}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

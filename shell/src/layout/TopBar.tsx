import { Suspense, lazy, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useSessionStore } from '@tessera/shared';
import { can, type User } from '@tessera/shared/contract';
import { Badge, Button, cx } from '@tessera/shared/ui';
import { logError } from '../common/errors.ts';
import { useMessages } from '../common/i18n.ts';
import { pathTo } from '../common/routes.ts';
import * as shellWords from '../locales/en/shell.arb';

// Its calls load after the bar: the bar shows at once, the count a moment later.
const Notifications = lazy(() => import('./Notifications.tsx'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx('rounded-md px-3 py-1.5 text-sm font-medium', isActive ? 'bg-sky-700 text-white' : 'text-sky-50 hover:bg-sky-700');

export function TopBar({ user }: { user: User }) {
  const store = useSessionStore();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const t = useMessages();

  async function logout() {
    setLeaving(true);
    // The local session is cleared even if the server call fails; the failure is only logged.
    await store.logout().catch(logError);
    // The sign-in page then offers signing out at the provider the session came from, if any.
    navigate(pathTo('login'), { state: { signedOut: true } });
  }

  return (
    <header className="bg-sky-800 text-white shadow">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-6">
        <NavLink to={pathTo('home')} className="text-lg font-semibold tracking-tight">
          Tessera
        </NavLink>
        <nav aria-label={t(shellWords.topBarMainNav)} className="flex flex-1 items-center gap-1">
          <NavLink to={pathTo('home')} end className={navClass}>
            {t(shellWords.topBarHome)}
          </NavLink>
          {can(user, 'users.manage') && (
            <NavLink to={pathTo('users')} className={navClass}>
              {t(shellWords.topBarUsers)}
            </NavLink>
          )}
          {(can(user, 'users.manage') || can(user, 'mt.manage')) && (
            <NavLink to={pathTo('settings')} className={navClass}>
              {t(shellWords.topBarSettings)}
            </NavLink>
          )}
        </nav>
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
        <div className="flex items-center gap-3" aria-label={t(shellWords.topBarCurrentUser)} role="group">
          <NavLink
            to={pathTo('profile')}
            className={navClass}
            aria-label={t(shellWords.topBarProfileOf, { username: user.username })}
            data-testid="current-username"
          >
            {user.username}
          </NavLink>
          <Badge tone="info">{t(shellWords.roleName, { role: user.role })}</Badge>
          <Button variant="inverse" busy={leaving} onClick={logout}>
            {t(shellWords.topBarLogOut)}
          </Button>
        </div>
      </div>
    </header>
  );
}

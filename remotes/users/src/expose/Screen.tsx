// What this remote exposes as './Screen': the users screen (/users/) and the workspace's settings (/settings/).
// The shell renders it inside its router, QueryClient and session; RemoteFrame marks which build rendered it and
// whom it sees signed in.
import '../styles.css';
import { useMatch } from 'react-router';
import { RemoteFrame } from '@tessera/shared';
import type { Message } from '@tessera/shared/i18n/catalog';
import { Spinner, lazyPart } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as usersWords from '../locales/en/users.arb';

/** A spinner saying what loads: `message` is its words. */
function Loading({ message }: { message: Message<'users'> }) {
  const t = useMessages();
  return <Spinner label={t(message)} />;
}

// Each screen is a chunk of its own: the users page does not download the settings' providers and their words.
const UsersScreen = lazyPart(() => import('../screens/UsersScreen.tsx'), 'UsersScreen', {
  fallback: <Loading message={usersWords.screenLoadingUsers} />,
  what: () => messagesIn()(usersWords.partUsersPage),
});

const SettingsScreen = lazyPart(() => import('../screens/SettingsScreen.tsx'), 'SettingsScreen', {
  fallback: <Loading message={usersWords.screenLoadingSettings} />,
  what: () => messagesIn()(usersWords.partSettingsPage),
});

export default function Screen() {
  const settings = useMatch('/settings/');
  return (
    <RemoteFrame name="users" buildLabel={process.env.BUILD_LABEL}>
      {settings ? <SettingsScreen /> : <UsersScreen />}
    </RemoteFrame>
  );
}

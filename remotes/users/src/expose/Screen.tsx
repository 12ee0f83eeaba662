// What this remote exposes as './Screen': the users screen (/users/) and the workspace's settings (/settings/).
// The shell renders it inside its router, QueryClient and session; RemoteFrame marks which build rendered it and
// whom it sees signed in.
import '../styles.css';
import { useMatch } from 'react-router';
import { RemoteFrame } from '@tessera/shared';
import { UsersScreen } from '../screens/UsersScreen.tsx';
import { SettingsScreen } from '../screens/SettingsScreen.tsx';

export default function Screen() {
  const settings = useMatch('/settings/');
  return (
    <RemoteFrame name="users" buildLabel={process.env.BUILD_LABEL}>
      {settings ? <SettingsScreen /> : <UsersScreen />}
    </RemoteFrame>
  );
}

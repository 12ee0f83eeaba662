// What this remote exposes as './Screen': the users screen (/users/). The shell renders it inside
// its router, QueryClient and session; RemoteFrame marks which build rendered it and whom it sees signed in.
import '@tessera/shared/styles.css';
import { RemoteFrame } from '@tessera/shared';
import { UsersScreen } from '../features/users/UsersScreen.tsx';

export default function Screen() {
  return (
    <RemoteFrame name="users" buildLabel={process.env.BUILD_LABEL}>
      <UsersScreen />
    </RemoteFrame>
  );
}

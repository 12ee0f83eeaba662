// What this remote exposes as './Screen': the users screen (/users/) and, for admins, the workspace's machine
// translation settings below it. The shell renders it inside its router, QueryClient and session; RemoteFrame
// marks which build rendered it and whom it sees signed in.
import '../styles.css';
import { RemoteFrame, can, useCurrentUser } from '@tessera/shared';
import { Page } from '@tessera/shared/ui';
import { UsersScreen } from '../features/users/UsersScreen.tsx';
import { MtSettingsSection } from '../features/mt/MtSettingsSection.tsx';

export default function Screen() {
  const user = useCurrentUser();
  return (
    <RemoteFrame name="users" buildLabel={process.env.BUILD_LABEL}>
      <UsersScreen />
      {can(user, 'mt.manage') && (
        <Page className="pt-0">
          <MtSettingsSection />
        </Page>
      )}
    </RemoteFrame>
  );
}

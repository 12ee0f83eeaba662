// What this remote exposes as './Screen': the glossary screen (/glossary/:id). The shell renders it inside
// its router, QueryClient and session; RemoteFrame marks which build rendered it and whom it sees signed in.
import '../styles.css';
import { RemoteFrame } from '@tessera/shared';
import { GlossaryScreen } from '../screens/GlossaryScreen.tsx';

export default function Screen() {
  return (
    <RemoteFrame name="glossary" buildLabel={process.env.BUILD_LABEL}>
      <GlossaryScreen />
    </RemoteFrame>
  );
}

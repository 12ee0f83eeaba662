// What this remote exposes as './Screen': the tm screen (/tm/:id). The shell renders it inside
// its router, QueryClient and session; RemoteFrame marks which build rendered it and whom it sees signed in.
import '../styles.css';
import { RemoteFrame } from '@tessera/shared';
import { TranslationMemoryScreen } from '../screens/TranslationMemoryScreen.tsx';

export default function Screen() {
  return (
    <RemoteFrame name="tm" buildLabel={process.env.BUILD_LABEL}>
      <TranslationMemoryScreen />
    </RemoteFrame>
  );
}

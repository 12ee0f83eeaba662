// What this remote exposes as './Screen': the document screen of spec §2 (/document/:id). The shell renders it inside
// its router, QueryClient and session; RemoteFrame marks which build rendered it and whom it sees signed in.
import '@tessera/shared/styles.css';
import { RemoteFrame } from '@tessera/shared';
import { DocumentScreen } from '../features/documents/DocumentScreen.tsx';

export default function Screen() {
  return (
    <RemoteFrame name="documents" buildLabel={process.env.BUILD_LABEL}>
      <DocumentScreen />
    </RemoteFrame>
  );
}

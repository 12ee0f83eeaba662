// What this remote exposes as './Screen': the document screen (/document/:id), and its QA report
// (/document/:id/qa). The shell renders it inside its router, QueryClient and session; RemoteFrame marks which
// build rendered it and whom it sees signed in.
import '@tessera/shared/styles.css';
import { useMatch } from 'react-router-dom';
import { RemoteFrame } from '@tessera/shared';
import { DocumentScreen } from '../features/documents/DocumentScreen.tsx';
import { QaReportScreen } from '../features/qa/QaReportScreen.tsx';

export default function Screen() {
  const qaReport = useMatch('/document/:id/qa');
  return (
    <RemoteFrame name="documents" buildLabel={process.env.BUILD_LABEL}>
      {qaReport ? <QaReportScreen /> : <DocumentScreen />}
    </RemoteFrame>
  );
}

// What this remote exposes as './Screen': the document screen (/document/:id), and its QA report
// (/document/:id/qa). The shell renders it inside its router, QueryClient and session; RemoteFrame marks which
// build rendered it and whom it sees signed in.
import './screen.css';
import { Suspense, lazy } from 'react';
import { useMatch } from 'react-router-dom';
import { RemoteFrame } from '@tessera/shared';
import { Spinner } from '@tessera/shared/ui';
import { DocumentScreen } from '../features/documents/DocumentScreen.tsx';

// The report is a screen of its own: the editor does not wait for its code.
const QaReportScreen = lazy(() =>
  import('../features/qa/QaReportScreen.tsx').then((module) => ({ default: module.QaReportScreen })),
);

export default function Screen() {
  const qaReport = useMatch('/document/:id/qa');
  return (
    <RemoteFrame name="documents" buildLabel={process.env.BUILD_LABEL}>
      {qaReport ? (
        <Suspense fallback={<Spinner label="Loading the QA report…" />}>
          <QaReportScreen />
        </Suspense>
      ) : (
        <DocumentScreen />
      )}
    </RemoteFrame>
  );
}

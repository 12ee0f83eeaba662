// What this remote exposes as './Screen': the document screen (/document/:id), and its QA report
// (/document/:id/qa). The shell renders it inside its router, QueryClient and session; RemoteFrame marks which
// build rendered it and whom it sees signed in.
import './screen.css';
import { useMatch } from 'react-router';
import { RemoteFrame } from '@tessera/shared';
import { Spinner, lazyPart } from '@tessera/shared/ui';
import { DocumentScreen } from '../features/documents/DocumentScreen.tsx';

// The report is a screen of its own: the editor does not wait for its code.
const QaReportScreen = lazyPart(() => import('../features/qa/QaReportScreen.tsx'), 'QaReportScreen', {
  fallback: <Spinner label="Loading the QA report…" />,
  what: 'The QA report',
});

export default function Screen() {
  const qaReport = useMatch('/document/:id/qa');
  return (
    <RemoteFrame name="documents" buildLabel={process.env.BUILD_LABEL}>
      {qaReport ? <QaReportScreen /> : <DocumentScreen />}
    </RemoteFrame>
  );
}

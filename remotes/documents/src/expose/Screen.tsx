// What this remote exposes as './Screen': the document screen (/document/:id), its QA report (/document/:id/qa)
// and the project page (/project/:id). The shell renders it inside its router, QueryClient and session;
// RemoteFrame marks which build rendered it and whom it sees signed in.
import './screen.css';
import { useMatch } from 'react-router';
import { RemoteFrame } from '@tessera/shared';
import type { Message } from '@tessera/shared/i18n/catalog';
import { Spinner, lazyPart } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/** A spinner saying what loads: `message` is its words. */
function Loading({ message }: { message: Message<'documents'> }) {
  const t = useMessages();
  return <Spinner label={t(message)} />;
}

// Each screen is a chunk of its own: the project page does not download the editor, nor the editor the others.
const DocumentScreen = lazyPart(() => import('../screens/DocumentScreen.tsx'), 'DocumentScreen', {
  fallback: <Loading message={documentsWords.screenLoadingDocument} />,
  what: () => messagesIn()(documentsWords.partDocumentEditor),
});

const QaReportScreen = lazyPart(() => import('../screens/QaReportScreen.tsx'), 'QaReportScreen', {
  fallback: <Loading message={documentsWords.screenLoadingQaReport} />,
  what: () => messagesIn()(documentsWords.partQaReport),
});

const ProjectScreen = lazyPart(() => import('../screens/ProjectScreen.tsx'), 'ProjectScreen', {
  fallback: <Loading message={documentsWords.screenLoadingProject} />,
  what: () => messagesIn()(documentsWords.partProjectPage),
});

export default function Screen() {
  const qaReport = useMatch('/document/:id/qa');
  const project = useMatch('/project/:id');
  return (
    <RemoteFrame name="documents" buildLabel={process.env.BUILD_LABEL}>
      {project ? <ProjectScreen /> : qaReport ? <QaReportScreen /> : <DocumentScreen />}
    </RemoteFrame>
  );
}

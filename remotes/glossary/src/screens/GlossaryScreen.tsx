import { ResourceScreen } from '@tessera/shared/resource-dialogs';
import { glossaryHeader } from '../features/glossary/GlossaryHeader.tsx';
import { ImportReport } from '../features/glossary/ImportReport.tsx';
import { RecordsPanel } from '../features/glossary/RecordsPanel.tsx';
import { useMessages } from '../common/i18n.ts';
import { glossaryKind } from '../common/kind.ts';

/** The glossary screen (/glossary/:id): header with actions, import progress, and the records. */
export function GlossaryScreen() {
  const t = useMessages();
  return (
    <ResourceScreen
      kind={glossaryKind}
      header={(glossary) => glossaryHeader(glossary, t)}
      importReport={(glossary) => glossary.import_report && <ImportReport report={glossary.import_report} />}
      records={(glossary, user) => <RecordsPanel glossary={glossary} user={user} />}
    />
  );
}

export default GlossaryScreen;

import { ResourceScreen } from '@tessera/shared/resource-dialogs';
import { glossaryHeader } from './GlossaryHeader.tsx';
import { ImportReport } from './ImportReport.tsx';
import { RecordsPanel } from './RecordsPanel.tsx';
import { glossaryKind } from './kind.ts';

/** The glossary screen (/glossary/:id): header with actions, import progress, and the records. */
export function GlossaryScreen() {
  return (
    <ResourceScreen
      kind={glossaryKind}
      header={glossaryHeader}
      importReport={(glossary) => glossary.import_report && <ImportReport report={glossary.import_report} />}
      records={(glossary, user) => <RecordsPanel glossary={glossary} user={user} />}
    />
  );
}

export default GlossaryScreen;

import { ResourceScreen } from '@tessera/shared/resource-dialogs';
import { ImportReport } from './ImportReport.tsx';
import { tmHeader } from './TmHeader.tsx';
import { UnitsPanel } from './UnitsPanel.tsx';
import { tmKind } from './kind.ts';

/** The translation-memory screen (/tm/:id): header with actions, import progress and report, and the units. */
export function TranslationMemoryScreen() {
  return (
    <ResourceScreen
      kind={tmKind}
      header={tmHeader}
      importReport={(tm) => tm.import_report && <ImportReport report={tm.import_report} />}
      records={(tm, user) => <UnitsPanel tm={tm} user={user} />}
    />
  );
}

export default TranslationMemoryScreen;

import { ResourceScreen } from '@tessera/shared/resource-dialogs';
import { ImportReport } from '../features/tm/ImportReport.tsx';
import { tmHeader } from '../features/tm/TmHeader.tsx';
import { UnitsPanel } from '../features/tm/UnitsPanel.tsx';
import { useMessages } from '../common/i18n.ts';
import { tmKind } from '../common/kind.ts';

/** The translation-memory screen (/tm/:id): header with actions, import progress and report, and the units. */
export function TranslationMemoryScreen() {
  const t = useMessages();
  return (
    <ResourceScreen
      kind={tmKind}
      header={(tm) => tmHeader(tm, t)}
      importReport={(tm) => tm.import_report && <ImportReport report={tm.import_report} />}
      records={(tm, user) => <UnitsPanel tm={tm} user={user} />}
    />
  );
}

export default TranslationMemoryScreen;

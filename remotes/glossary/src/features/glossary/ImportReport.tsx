import type { GlossaryImportReport } from '@tessera/shared/contract';
import { Alert } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

/** The report's sentence for each way the import treated records the glossary already held. */
const REPORTS = {
  add: glossaryWords.glossaryImportReportAdd,
  update: glossaryWords.glossaryImportReportUpdate,
  skip: glossaryWords.glossaryImportReportSkip,
} as const;

/**
 * What the last import into the glossary did with the file's records: "0 added, 200 skipped". Reports made before
 * the counts by mode existed say nothing.
 */
export function ImportReport({ report }: { report: GlossaryImportReport }) {
  const t = useMessages();
  if (report.added === undefined) return null;
  const unreadable = report.skipped_empty + report.skipped_missing_language;
  return (
    <div className="mb-4">
      <Alert title={t(glossaryWords.glossaryLastImport)}>
        <span data-testid="import-report">
          {t(REPORTS[report.mode ?? 'skip'], {
            added: report.added,
            updated: report.updated ?? 0,
            skipped: report.skipped ?? 0,
            unreadable,
          })}
        </span>
      </Alert>
    </div>
  );
}

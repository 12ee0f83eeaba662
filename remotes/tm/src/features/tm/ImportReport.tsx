import type { TmImportReport } from '@tessera/shared/contract';
import { Alert } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import * as tmWords from '../../locales/en/tm.arb';

/** A finished import's report, when it has more to say than that every unit was kept. */
export function ImportReport({ report }: { report: TmImportReport }) {
  const t = useMessages();
  const merged = report.merged_duplicates ?? 0;
  const missing = report.skipped_missing_language;
  const empty = report.skipped_empty;
  if (missing > 0 || empty > 0 || merged > 0 || report.language_note.includes('(')) {
    // One sentence for each kind of units skipped: none, without both languages, with an empty segment, or both.
    const counts =
      missing > 0 && empty > 0
        ? tmWords.tmImportReportSkippedBoth
        : missing > 0
          ? tmWords.tmImportReportSkippedLanguage
          : empty > 0
            ? tmWords.tmImportReportSkippedEmpty
            : tmWords.tmImportReportKept;
    return (
      <div className="mb-4">
        <Alert title={t(tmWords.tmImportReportTitle)}>
          <span data-testid="import-report">
            {t(tmWords.tmImportReportSentences, {
              counts: t(counts, { read: report.units_read, kept: report.units_imported, merged, missing, empty }),
              languages: t(tmWords.tmImportReportLanguages, { languages: report.language_note }),
            })}
          </span>
        </Alert>
      </div>
    );
  }
  return null;
}

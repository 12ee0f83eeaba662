import type { TmImportReport } from '@tessera/shared/contract';
import { Alert } from '@tessera/shared/ui';

/** A finished import's report, when it has more to say than that every unit was kept. */
export function ImportReport({ report }: { report: TmImportReport }) {
  const merged = report.merged_duplicates ?? 0;
  if (
    report.skipped_missing_language > 0 ||
    report.skipped_empty > 0 ||
    merged > 0 ||
    report.language_note.includes('(')
  ) {
    const skipped = [
      report.skipped_missing_language > 0 &&
        `${report.skipped_missing_language.toLocaleString('en')} without both languages`,
      report.skipped_empty > 0 && `${report.skipped_empty.toLocaleString('en')} with an empty segment`,
    ].filter(Boolean);
    return (
      <div className="mb-4">
        <Alert title="Import report">
          <span data-testid="import-report">
            Read {report.units_read.toLocaleString('en')} units, kept {report.units_imported.toLocaleString('en')}
            {merged > 0 &&
              `, merged ${merged.toLocaleString('en')} ${merged === 1 ? 'duplicate' : 'duplicates'} into them`}
            {skipped.length > 0 && `; skipped ${skipped.join(' and ')}`}. Languages: {report.language_note}.
          </span>
        </Alert>
      </div>
    );
  }
  return null;
}

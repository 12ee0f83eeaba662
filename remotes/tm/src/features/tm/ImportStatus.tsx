import type { TranslationMemory } from '@tessera/shared/contract';
import { Alert, ImportFailedAlert, ImportRunningAlert, isImportRunning } from '@tessera/shared/ui';
import type { ImportFailedActions } from '@tessera/shared/ui';

/** While an import runs its progress (polled); after it the server's report or its reason for failing. */
export function ImportStatus({
  tm,
  onTryAnother,
  onDelete,
}: { tm: TranslationMemory } & Pick<ImportFailedActions, 'onTryAnother' | 'onDelete'>) {
  if (isImportRunning(tm)) {
    const title = tm.processing_progress >= 0.9 ? 'Building the search index…' : 'Importing translation units…';
    return <ImportRunningAlert title={title} items="units" progress={tm.processing_progress} />;
  }
  if (tm.processing_status === 'error') {
    return (
      <ImportFailedAlert
        reason={tm.processing_error}
        items="units"
        onTryAnother={onTryAnother}
        onDelete={onDelete}
        deleteLabel="Delete memory"
      />
    );
  }
  const report = tm.import_report;
  const merged = report?.merged_duplicates ?? 0;
  if (
    report &&
    (report.skipped_missing_language > 0 ||
      report.skipped_empty > 0 ||
      merged > 0 ||
      report.language_note.includes('('))
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

import type { GlossaryImportReport } from '@tessera/shared/contract';
import { Alert } from '@tessera/shared/ui';

const count = (n: number) => n.toLocaleString('en');

/**
 * What the last import into the glossary did with the file's records: "0 added, 200 skipped". Reports made before
 * the counts by mode existed say nothing.
 */
export function ImportReport({ report }: { report: GlossaryImportReport }) {
  if (report.added === undefined) return null;
  const counts = [
    `${count(report.added)} added`,
    report.mode === 'update' && `${count(report.updated ?? 0)} updated`,
    report.mode !== 'add' && `${count(report.skipped ?? 0)} skipped`,
  ].filter(Boolean);
  const unreadable = report.skipped_empty + report.skipped_missing_language;
  return (
    <div className="mb-4">
      <Alert title="Last import">
        <span data-testid="import-report">
          {counts.join(', ')}
          {unreadable > 0 && `; ${count(unreadable)} without both terms left out`}.
        </span>
      </Alert>
    </div>
  );
}

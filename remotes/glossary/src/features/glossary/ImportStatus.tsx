import type { Glossary } from '@tessera/shared/contract';
import { Alert, ProgressBar } from '@tessera/shared/ui';
import { isImportRunning } from './queries.ts';

/** While an import runs its progress (polled); after a failed one the server's reason. */
export function ImportStatus({ glossary }: { glossary: Glossary }) {
  if (isImportRunning(glossary)) {
    return (
      <div className="mb-4">
        <Alert title={glossary.processing_status === 'processing' ? 'Importing records…' : 'Import queued…'}>
          <p className="mb-2">The records appear here when the import has finished. You can leave this page meanwhile.</p>
          <ProgressBar value={glossary.processing_progress} label="Import progress" />
        </Alert>
      </div>
    );
  }
  if (glossary.processing_status === 'error') {
    return (
      <div className="mb-4">
        <Alert tone="error" title="The import failed">
          {glossary.processing_error ?? 'The file could not be imported.'} No records were imported from it.
        </Alert>
      </div>
    );
  }
  return null;
}

import type { Glossary } from '@tessera/shared/contract';
import { ImportFailedAlert, ImportRunningAlert, isImportRunning } from '@tessera/shared/ui';
import type { ImportFailedActions } from '@tessera/shared/ui';

/** While an import runs its progress (polled); after a failed one the server's reason. */
export function ImportStatus({
  glossary,
  onTryAnother,
  onDelete,
}: { glossary: Glossary } & Pick<ImportFailedActions, 'onTryAnother' | 'onDelete'>) {
  if (isImportRunning(glossary)) {
    const title = glossary.processing_status === 'processing' ? 'Importing records…' : 'Import queued…';
    return <ImportRunningAlert title={title} items="records" progress={glossary.processing_progress} />;
  }
  if (glossary.processing_status === 'error') {
    return (
      <ImportFailedAlert
        reason={glossary.processing_error}
        items="records"
        onTryAnother={onTryAnother}
        onDelete={onDelete}
        deleteLabel="Delete glossary"
      />
    );
  }
  return null;
}

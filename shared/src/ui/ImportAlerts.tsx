import { Alert, ProgressBar } from './states.tsx';

/** A background import that is still running: its (polled) progress, and that nothing is needed meanwhile. */
export function ImportRunningAlert({ title, items, progress }: { title: string; /** "records", "units" */ items: string; progress: number }) {
  return (
    <div className="mb-4">
      <Alert title={title}>
        <p className="mb-2">The {items} appear here when the import has finished. You can leave this page meanwhile.</p>
        <ProgressBar value={progress} label="Import progress" />
      </Alert>
    </div>
  );
}

/** A failed import: the server's reason, and that the file left nothing behind. */
export function ImportFailedAlert({ reason, items }: { reason: string | null; items: string }) {
  return (
    <div className="mb-4">
      <Alert tone="error" title="The import failed">
        {reason ?? 'The file could not be imported.'} No {items} were imported from it.
      </Alert>
    </div>
  );
}

import { useState } from 'react';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { Alert, Badge, Button, cx } from '@tessera/shared/ui';
import { errorMessage } from '../../documents/queries.ts';
import { useIgnoreQaWarning } from '../../qa/queries.ts';
import type { PanelTabProps } from './MatchesTab.tsx';

/**
 * The QA findings of the active segment's target as last saved: errors first, then warnings, each of which can
 * be ignored for this segment (and counted again).
 */
export function QaTab({ document, record }: PanelTabProps) {
  // Ignoring answers the segment without a new version: shown until the segment is saved again.
  const [latest, setLatest] = useState<DocumentRecord | null>(null);
  const ignore = useIgnoreQaWarning(document.id, setLatest);
  if (!record) return <p className="p-3 text-sm text-slate-600">Select a segment to see its QA findings.</p>;
  const shown = latest && latest.id === record.id && latest.updated_at === record.updated_at ? latest : record;
  if (shown.qa.length === 0) {
    return (
      <p className="p-3 text-sm text-slate-600">
        {shown.target.trim() ? 'No QA issues in this segment.' : 'QA runs once a target is saved.'}
      </p>
    );
  }
  const open = shown.qa.filter((issue) => !issue.ignored);
  const ignored = shown.qa.filter((issue) => issue.ignored);
  return (
    <div className="flex flex-col gap-2 p-2">
      {ignore.isError && (
        <Alert tone="error" title="The warning could not be changed">
          {errorMessage(ignore.error)}
        </Alert>
      )}
      {open.length > 0 && (
        <ul aria-label="QA issues" className="flex flex-col gap-1">
          {open.map((issue) => (
            <QaItem
              key={issue.check}
              issue={issue}
              busy={ignore.isPending}
              onToggle={() => ignore.mutate({ record: shown, check: issue.check, ignore: true })}
            />
          ))}
        </ul>
      )}
      {ignored.length > 0 && (
        <ul aria-label="Ignored warnings" className="flex flex-col gap-1">
          {ignored.map((issue) => (
            <QaItem
              key={issue.check}
              issue={issue}
              busy={ignore.isPending}
              onToggle={() => ignore.mutate({ record: shown, check: issue.check, ignore: false })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function QaItem({ issue, busy, onToggle }: { issue: QaIssue; busy: boolean; onToggle: () => void }) {
  const error = issue.severity === 'error';
  return (
    <li
      className={cx(
        'flex items-start gap-2 rounded-md border bg-white p-2 text-sm shadow-xs',
        error ? 'border-red-200' : 'border-amber-200',
        issue.ignored && 'opacity-70',
      )}
    >
      <Badge tone={issue.ignored ? 'neutral' : error ? 'danger' : 'warning'}>
        {issue.ignored ? 'Ignored' : error ? 'Error' : 'Warning'}
      </Badge>
      <p className="flex-1 text-slate-800">{issue.message}</p>
      {!error && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onToggle}
          aria-label={`${issue.ignored ? 'Stop ignoring' : 'Ignore'}: ${issue.message}`}
        >
          {issue.ignored ? 'Stop ignoring' : 'Ignore'}
        </Button>
      )}
    </li>
  );
}

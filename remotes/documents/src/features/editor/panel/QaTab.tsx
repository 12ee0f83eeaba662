import { useState } from 'react';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { useQaWords } from '@tessera/shared/qa-words';
import { Badge, Button, FailureAlert, cx } from '@tessera/shared/ui';
import { errorMessage } from '../../../common/documentQueries.ts';
import { useIgnoreQaWarning } from '../../../common/qaQueries.ts';
import type { PanelTabProps } from './tabs.ts';
import { PanelNote } from './PanelStates.tsx';
import { WordSuggestions } from '../common/WordSuggestions.tsx';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

/**
 * The QA findings of the active segment's target as last saved: errors first, then warnings, each of which can
 * be ignored for this segment (and counted again); a spelling warning's suggestions on request.
 */
export function QaTab({ document, record }: PanelTabProps) {
  const t = useMessages();
  // Ignoring answers the segment without a new version: shown until the segment is saved again.
  const [latest, setLatest] = useState<DocumentRecord | null>(null);
  const ignore = useIgnoreQaWarning(document.id, setLatest);
  if (!record) return <PanelNote>{t(panelWords.editorQaSelectSegment)}</PanelNote>;
  const shown = latest && latest.id === record.id && latest.updated_at === record.updated_at ? latest : record;
  if (shown.qa.length === 0) {
    return (
      <PanelNote>{shown.target.trim() ? t(panelWords.editorQaNoIssues) : t(panelWords.editorQaNotRunYet)}</PanelNote>
    );
  }
  const open = shown.qa.filter((issue) => !issue.ignored);
  const ignored = shown.qa.filter((issue) => issue.ignored);
  return (
    <div className="flex flex-col gap-2 p-2">
      <FailureAlert failed={ignore} title={t(panelWords.editorQaIgnoreFailed)} describe={errorMessage} />
      <QaList
        label={t(panelWords.editorQaIssues)}
        lang={document.target_lang}
        issues={open}
        busy={ignore.isPending}
        onToggle={(check) => ignore.mutate({ record: shown, check, ignore: true })}
      />
      <QaList
        label={t(panelWords.editorQaIgnoredWarnings)}
        lang={document.target_lang}
        issues={ignored}
        busy={ignore.isPending}
        onToggle={(check) => ignore.mutate({ record: shown, check, ignore: false })}
      />
    </div>
  );
}

/** One list of findings, none when empty; `onToggle` ignores a warning or counts it again. */
function QaList({
  label,
  lang,
  issues,
  busy,
  onToggle,
}: {
  label: string;
  /** The target's language, whose dictionary suggests corrections for the spelling warning's words. */
  lang: string;
  issues: QaIssue[];
  busy: boolean;
  onToggle: (check: QaIssue['check']) => void;
}) {
  if (issues.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {issues.map((issue) => (
        <QaItem key={issue.check} issue={issue} lang={lang} busy={busy} onToggle={() => onToggle(issue.check)} />
      ))}
    </ul>
  );
}

function QaItem({
  issue,
  lang,
  busy,
  onToggle,
}: {
  issue: QaIssue;
  lang: string;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useMessages();
  const message = useQaWords().finding(issue);
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
        {issue.ignored
          ? t(panelWords.editorQaIgnored)
          : error
            ? t(panelWords.editorQaError)
            : t(panelWords.editorQaWarning)}
      </Badge>
      <div className="flex flex-1 flex-col items-start gap-1">
        <p className="text-slate-800">{message}</p>
        {issue.check === 'spelling' && issue.words && issue.words.length > 0 && (
          <WordSuggestions lang={lang} words={issue.words} />
        )}
      </div>
      {!error && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onToggle}
          aria-label={t(issue.ignored ? panelWords.editorQaStopIgnoringLabel : panelWords.editorQaIgnoreLabel, {
            message,
          })}
        >
          {issue.ignored ? t(panelWords.editorQaStopIgnoring) : t(panelWords.editorQaIgnore)}
        </Button>
      )}
    </li>
  );
}

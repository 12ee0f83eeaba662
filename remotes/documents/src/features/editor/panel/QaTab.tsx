import { useState, type ReactNode } from 'react';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { useQaWords } from '@tessera/shared/qa-words';
import { Badge, Button, FailureAlert, cx } from '@tessera/shared/ui';
import { errorMessage } from '../../../common/documentQueries.ts';
import { useIgnoreQaWarning } from '../../../common/qaQueries.ts';
import type { PanelTabProps } from './tabs.ts';
import { PanelNote } from './PanelStates.tsx';
import { WordSuggestions } from '../common/WordSuggestions.tsx';
import { useScreenOverflows, type BoxOverflow } from '../common/screenFit.ts';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';
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
  return <SegmentQa document={document} record={record} latest={latest} ignore={ignore} />;
}

/**
 * The open segment's findings: the server's on the saved target, and the browser's on the target as typed (it
 * overflows a box of the segment's screenshots: measured in the box's font, which only a browser can do).
 */
function SegmentQa({
  document,
  record,
  latest,
  ignore,
}: {
  document: PanelTabProps['document'];
  record: DocumentRecord;
  latest: DocumentRecord | null;
  ignore: ReturnType<typeof useIgnoreQaWarning>;
}) {
  const t = useMessages();
  const overflows = useScreenOverflows(document.project_id, record);
  const shown = latest && latest.id === record.id && latest.updated_at === record.updated_at ? latest : record;
  if (shown.qa.length === 0 && overflows.length === 0) {
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
        before={overflows.length > 0 && <ScreenOverflows overflows={overflows} />}
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

/** The boxes the typed target would overflow: warnings of the browser, not ignorable (they follow the typing). */
function ScreenOverflows({ overflows }: { overflows: BoxOverflow[] }) {
  const t = useMessages();
  const e = useEditorMessages();
  const f = useFormats();
  return (
    <>
      {overflows.map((overflow, index) => (
        <li
          key={index}
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-white p-2 text-sm shadow-xs"
        >
          <Badge tone="warning">{t(panelWords.editorQaWarning)}</Badge>
          <p className="flex-1 text-slate-800">
            {e(editorWords.editorQaScreenOverflow, {
              screenshot: overflow.screenshot,
              over: f.number(overflow.over),
              box: f.number(overflow.box),
            })}
          </p>
        </li>
      ))}
    </>
  );
}

/** One list of findings, none when empty; `onToggle` ignores a warning or counts it again. */
function QaList({
  label,
  lang,
  issues,
  busy,
  onToggle,
  before,
}: {
  label: string;
  /** Findings listed first: the browser's, on the target as typed. */
  before?: ReactNode;
  /** The target's language, whose dictionary suggests corrections for the spelling warning's words. */
  lang: string;
  issues: QaIssue[];
  busy: boolean;
  onToggle: (check: QaIssue['check']) => void;
}) {
  if (issues.length === 0 && !before) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {before}
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

import type { ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { DOCUMENT_FORMATS, can, useCurrentUser } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';
import { Badge, ProcessingBadge, languagePair, linkClass } from '@tessera/shared/ui';
import { ShortcutHelp } from '../../features/editor/help/index.ts';
import { LinksButton } from '../../features/editor/links/index.ts';
import { StepBar } from '../../features/editor/workflow/index.ts';
import { useEditorShortcut } from '../../features/editor/common/shortcuts.ts';
import { FOCUS_FINDINGS, qaReportPath } from '../../common/paths.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { DocumentActions } from '../../features/documents/DocumentActions.tsx';
import { useMessages as useFormatWords } from '../../common/formats-i18n.ts';
import { useMessages } from '../i18n.ts';
import { documentFormatName } from '../../common/documentFormats.ts';
import { ReviewMarks } from '../../common/ReviewMarks.tsx';
import { Progress } from './DocumentProgress.tsx';
import * as screensWords from '../locales/en/screens.arb';

/**
 * The page's first stop for the keyboard, shown once it has the focus: past the header and toolbar to the open
 * segment's target, or the grid's first segment.
 */
export function SkipToSegments({ onSkip }: { onSkip: () => void }) {
  const t = useMessages();
  return (
    <a
      href="#segments"
      className="sr-only rounded bg-white px-3 py-1 text-sm font-medium text-sky-800 ring-2 ring-sky-600 focus:not-sr-only focus:absolute focus:top-16 focus:start-4 focus:z-50"
      onClick={(event) => {
        event.preventDefault();
        onSkip();
      }}
    >
      {t(screensWords.documentSkipToSegments)}
    </a>
  );
}

/** The document's name, languages, progress and actions; its props go on to the step bar, as they are. */
export function DocumentHeader(props: ComponentProps<typeof StepBar>) {
  const { document } = props;
  const t = useMessages();
  const user = useCurrentUser();
  const canManage = can(user, 'document.manage');
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-2">
      <Breadcrumb projectId={document.project_id} />
      <h1 className="truncate text-lg font-semibold text-slate-900">{document.name}</h1>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <Badge>{document.type}</Badge>
        <ProcessingBadge status={document.status} />
        <span aria-label={t(screensWords.documentLanguages)}>
          {languagePair(document.source_lang, document.target_lang)}
        </span>
      </div>
      {document.status === 'done' && <Progress document={document} />}
      <ReviewMarks document={document} />
      <StepBar {...props} />
      <div className="ms-auto flex items-center gap-3 text-sm">
        <ShortcutHelp />
        {document.status === 'done' && <LinksButton document={document} />}
        {document.status === 'done' && (
          <>
            <QaReportLink document={document} />
            <DownloadLinks document={document} />
          </>
        )}
        {canManage && document.status !== 'uploaded' && document.status !== 'processing' && (
          <DocumentActions document={document} />
        )}
      </div>
    </header>
  );
}

/** The document's QA report: every segment with findings, each a link back here (Alt+Q opens it from the keyboard). */
function QaReportLink({ document }: { document: Document }) {
  const t = useMessages();
  const navigate = useNavigate();
  const path = qaReportPath(document.id);
  useEditorShortcut({
    keys: 'Alt+Q',
    description: t(screensWords.documentQaReportShortcut),
    group: 'Workflow',
    handler: () => void navigate(path, { state: FOCUS_FINDINGS }),
  });
  return (
    <Link className={linkClass} to={path} state={FOCUS_FINDINGS} aria-keyshortcuts="Alt+Q">
      {t(screensWords.documentQaReport)}
    </Link>
  );
}

/**
 * The document's file with its translations; a file in another format also as XLIFF 2.0 of its segments, for
 * a translator who works offline in a CAT tool.
 */
function DownloadLinks({ document }: { document: Document }) {
  const t = useMessages();
  const tFormats = useFormatWords();
  const own = DOCUMENT_FORMATS.some((format) => format.type === document.type);
  if (document.type === 'XLIFF')
    return (
      <a className={linkClass} href={documentsApi.documentDownloadUrl(document.id)} download>
        {t(screensWords.documentDownloadAs, { format: 'XLIFF' })}
      </a>
    );
  return (
    <>
      <a className={linkClass} href={documentsApi.documentDownloadUrl(document.id)} download>
        {own
          ? t(screensWords.documentDownloadAs, { format: documentFormatName(document.type, tFormats) })
          : t(screensWords.documentDownloadFile)}
      </a>
      <a
        className={linkClass}
        href={documentsApi.documentDownloadUrl(document.id, { as: 'xliff' })}
        download
        title={t(screensWords.documentXliffHint)}
      >
        {t(screensWords.documentDownloadAs, { format: 'XLIFF' })}
      </a>
    </>
  );
}

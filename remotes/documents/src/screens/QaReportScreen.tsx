import { Breadcrumb } from './Breadcrumb.tsx';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PAGE_SIZE, QaCheckId, type Document, type QaCheckCount, type QaReport } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { useQaWords } from '@tessera/shared/qa-words';
import {
  Badge,
  EmptyState,
  ErrorState,
  Page,
  PageHeader,
  Spinner,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  cx,
  linkClass,
} from '@tessera/shared/ui';
import { Pagination } from '@tessera/shared/ui/lists';
import { InlineText } from '../common/InlineText.tsx';
import { languageAttributes } from '../common/language.ts';
import { FOCUS_FINDINGS } from '../common/paths.ts';
import { errorMessage, useDocument } from '../common/documentQueries.ts';
import { useQaReport } from '../common/qaQueries.ts';
import { WordSuggestions } from '../features/editor/common/WordSuggestions.tsx';
import { useMessages } from './i18n.ts';
import * as screensWords from './locales/en/screens.arb';

/** Where the editor opens a segment: its number in the whole document. */
export const segmentPath = (documentId: number, position: number) => `/document/${documentId}?segment=${position + 1}`;

/**
 * The QA report of a document (/document/:id/qa): segments per check, errors first, and the segments with
 * findings (of one check once it is chosen), each a link into the editor; a spelling finding's suggestions on request.
 */
export function QaReportScreen() {
  const t = useMessages();
  const f = useFormats();
  const qa = useQaWords();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const parsedCheck = QaCheckId.safeParse(params.get('check'));
  const check = parsedCheck.success ? parsedCheck.data : undefined;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const document = useDocument(id);
  const report = useQaReport(id, page, check);
  const findings = useFindingsFocus(report.data !== undefined && document.data !== undefined);
  const show = (next: { check?: QaCheckId | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const chosen = 'check' in next ? next.check : check;
    if (chosen) search.set('check', chosen);
    if (next.page) search.set('page', String(next.page));
    setParams(search);
  };

  if (document.isPending || report.isPending) return <Spinner label={t(screensWords.qaReportLoading)} />;
  const error = document.error ?? report.error;
  if (!document.data || !report.data) {
    return (
      <Page>
        <ErrorState
          title={t(screensWords.qaReportNotLoaded)}
          message={errorMessage(error)}
          onRetry={() => void Promise.all([document.refetch(), report.refetch()])}
        />
      </Page>
    );
  }
  const data = report.data;
  const chosen = data.checks.find((count) => count.check === check);
  return (
    <Page>
      <PageHeader
        breadcrumb={
          <Breadcrumb projectId={document.data.project_id}>
            <Link className={linkClass} to={`/document/${id}`}>
              {document.data.name}
            </Link>
          </Breadcrumb>
        }
        title={t(screensWords.qaReportTitle)}
        subtitle={
          <span>
            {richMessage(t, screensWords.qaReportSummary, {
              errors: data.segments_with_errors,
              errorsShown: <strong className="tabular-nums">{f.number(data.segments_with_errors)}</strong>,
              issuesShown: <strong className="tabular-nums">{f.number(data.segments_with_issues)}</strong>,
              total: f.number(document.data.records_count),
            })}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <CheckCounts checks={data.checks} chosen={check} onChoose={(next) => show({ check: next, page: 0 })} />
        <section ref={findings} aria-labelledby="qa-segments-title" className="min-w-0">
          <div className="mb-2 flex items-baseline gap-3">
            <h2
              id="qa-segments-title"
              tabIndex={-1}
              className="text-base font-semibold text-slate-900 focus:outline-none"
            >
              {chosen ? qa.checkTitle(chosen.check) : t(screensWords.qaReportSegmentsWithFindings)}
            </h2>
            {check && (
              <button type="button" className={linkClass} onClick={() => show({ check: undefined, page: 0 })}>
                {t(screensWords.qaReportShowEveryCheck)}
              </button>
            )}
          </div>
          <Segments document={document.data} report={data} busy={report.isFetching} />
          {data.total_rows > PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              totalRows={data.total_rows}
              onPageChange={(next) => show({ page: next })}
              label={t(screensWords.qaReportSegmentPages)}
            />
          )}
        </section>
      </div>
    </Page>
  );
}

export default QaReportScreen;

/**
 * Opened by the editor's shortcut (state FOCUS_FINDINGS), the report hands the keyboard to its list of segments
 * once loaded: the first segment's link, or the list's heading when there is none.
 */
function useFindingsFocus(loaded: boolean) {
  const section = useRef<HTMLElement>(null);
  const wanted = (useLocation().state as { focus?: string } | null)?.focus === FOCUS_FINDINGS.focus;
  const done = useRef(false);
  useEffect(() => {
    if (!wanted || !loaded || done.current || !section.current) return;
    done.current = true;
    (
      section.current.querySelector<HTMLElement>('a[href]') ?? section.current.querySelector<HTMLElement>('h2')
    )?.focus();
  }, [wanted, loaded]);
  return section;
}

function CheckCounts({
  checks,
  chosen,
  onChoose,
}: {
  checks: QaCheckCount[];
  chosen: QaCheckId | undefined;
  onChoose: (check: QaCheckId) => void;
}) {
  const t = useMessages();
  const f = useFormats();
  const qa = useQaWords();
  return (
    <Table label={t(screensWords.qaReportFindingsPerCheck)}>
      <THead>
        <tr>
          <Th>{t(screensWords.qaReportCheckColumn)}</Th>
          <Th className="w-24 text-end">{t(screensWords.qaReportSegmentsColumn)}</Th>
          <Th className="w-20 text-end">{t(screensWords.qaReportIgnoredColumn)}</Th>
        </tr>
      </THead>
      <TBody>
        {checks.map((count) => (
          <Tr key={count.check} className={cx(count.check === chosen && 'bg-sky-50')}>
            <Td>
              <div className="flex items-center gap-2">
                <Badge tone={count.severity === 'error' ? 'danger' : 'warning'}>
                  {count.severity === 'error' ? t(screensWords.qaReportError) : t(screensWords.qaReportWarning)}
                </Badge>
                {count.segments + count.ignored > 0 ? (
                  <button
                    type="button"
                    className={cx(linkClass, 'text-start')}
                    aria-current={count.check === chosen || undefined}
                    onClick={() => onChoose(count.check)}
                  >
                    {qa.checkTitle(count.check)}
                  </button>
                ) : (
                  <span className="text-slate-500">{qa.checkTitle(count.check)}</span>
                )}
              </div>
            </Td>
            <Td className="text-end tabular-nums">{f.number(count.segments)}</Td>
            <Td className="text-end text-slate-500 tabular-nums">{f.number(count.ignored)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

function Segments({ document, report, busy }: { document: Document; report: QaReport; busy: boolean }) {
  const t = useMessages();
  const qa = useQaWords();
  if (report.segments.length === 0)
    return <EmptyState title={t(screensWords.qaReportNoFindings)}>{t(screensWords.qaReportNoFindingsText)}</EmptyState>;
  return (
    <Table label={t(screensWords.qaReportSegmentsTable)} className={cx(busy && 'opacity-70')}>
      <THead>
        <tr>
          <Th className="w-16">{t(screensWords.qaReportNumberColumn)}</Th>
          <Th>{t(screensWords.qaReportSourceColumn)}</Th>
          <Th>{t(screensWords.qaReportTargetColumn)}</Th>
          <Th>{t(screensWords.qaReportFindingsColumn)}</Th>
        </tr>
      </THead>
      <TBody>
        {report.segments.map((segment) => (
          <Tr key={segment.id}>
            <Td>
              <Link
                className={linkClass}
                to={segmentPath(document.id, segment.position)}
                aria-label={t(screensWords.qaReportOpenSegment, { number: segment.position + 1 })}
              >
                {segment.position + 1}
              </Link>
            </Td>
            <Td {...languageAttributes(document.source_lang)}>
              <InlineText value={segment.source} codes={segment.codes} />
            </Td>
            <Td {...languageAttributes(document.target_lang)}>
              <InlineText value={segment.target} codes={segment.codes} />
            </Td>
            <Td>
              <ul className="flex flex-col gap-1">
                {segment.qa.map((issue) => (
                  <li
                    key={issue.check}
                    className={cx(
                      'text-xs',
                      issue.ignored ? 'text-slate-500' : issue.severity === 'error' ? 'text-red-800' : 'text-amber-800',
                    )}
                  >
                    {t(
                      issue.ignored
                        ? screensWords.qaReportIgnoredFinding
                        : issue.severity === 'error'
                          ? screensWords.qaReportErrorFinding
                          : screensWords.qaReportWarningFinding,
                      { message: qa.finding(issue) },
                    )}
                    {issue.check === 'spelling' && issue.words && issue.words.length > 0 && (
                      <div className="mt-0.5">
                        <WordSuggestions lang={document.target_lang} words={issue.words} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

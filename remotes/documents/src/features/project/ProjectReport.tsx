/**
 * The project's report on its page, for those who manage it: the words and segments each person confirmed in each
 * step over a period of whole UTC days, by the analysis band the segments had when the work started (what
 * agencies pay by), the review edits apart, the totals, and the same table as CSV.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage, personName } from '@tessera/shared';
import { getProjectReport, projectReportCsvUrl, type ReportPeriod } from '@tessera/shared/api/assignments';
import type {
  Project,
  ProjectReport as Report,
  ReportFigures,
  WorkCount,
  WorkflowStep,
} from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import { Alert, Card, Spinner, TBody, THead, TextField, Td, Th, Tr, linkClass } from '@tessera/shared/ui';
import { useState } from 'react';
import { languageName } from '@tessera/shared/ui/language-fields';
import { QualityVerdict } from '../../common/QualityVerdict.tsx';
import { STEP_LABELS } from '../../common/workflowSteps.ts';
import { stepCase } from './stepCase.ts';
import { bandLabel } from './bands.ts';
import { useMessages } from './panels-i18n.ts';
import { projectKey } from './queries.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

const projectReportKey = (id: number, period: ReportPeriod) =>
  [...projectKey(id), 'report', period.from ?? '', period.to ?? ''] as const;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The month so far in UTC, as agencies invoice: from its first day to today. */
export function thisMonthSoFar(now = new Date()): Required<ReportPeriod> {
  const today = utcDay(now);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

export function ProjectReport({ project }: { project: Project }) {
  const [period, setPeriod] = useState<ReportPeriod>(thisMonthSoFar);
  const backwards = Boolean(period.from && period.to && period.from > period.to);
  const report = useQuery({
    queryKey: projectReportKey(project.id, period),
    queryFn: ({ signal }) => getProjectReport(project.id, period, signal),
    enabled: !backwards,
    placeholderData: keepPreviousData,
  });
  const change = (side: keyof ReportPeriod) => (event: { target: { value: string } }) =>
    setPeriod({ ...period, [side]: event.target.value || undefined });
  const t = useMessages();
  return (
    <Card title={t(projectPanelsWords.projectReportTitle)}>
      <div className="grid min-w-0 gap-3 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t(projectPanelsWords.projectReportFrom)}
            type="date"
            value={period.from ?? ''}
            max={period.to}
            onChange={change('from')}
          />
          <TextField
            label={t(projectPanelsWords.projectReportTo)}
            type="date"
            value={period.to ?? ''}
            min={period.from}
            onChange={change('to')}
          />
          {!backwards && (
            <a className={linkClass} href={projectReportCsvUrl(project.id, period)} download>
              {t(projectPanelsWords.projectReportDownloadCsv)}
            </a>
          )}
        </div>
        {backwards && <Alert tone="error">{t(projectPanelsWords.projectReportBackwards)}</Alert>}
        {!backwards && report.isPending && <Spinner label={t(projectPanelsWords.projectReportCounting)} />}
        {report.isError && <Alert tone="error">{errorMessage(report.error)}</Alert>}
        {!backwards && report.data && <ReportTable report={report.data} projectName={project.name} />}
      </div>
    </Card>
  );
}

/**
 * The table's name: the project's and the period's, "from 2026-11-01 to 2026-11-30", "since …", "until …" or "of all
 * time" (the days as the period's fields hold them).
 */
function tableName({ from, to }: Pick<Report, 'from' | 'to'>, project: string, t: Translate<'project-panels'>): string {
  if (from && to)
    return from === to
      ? t(projectPanelsWords.projectReportWorkOn, { project, day: from })
      : t(projectPanelsWords.projectReportWorkFromTo, { project, from, to });
  if (from) return t(projectPanelsWords.projectReportWorkSince, { project, from });
  if (to) return t(projectPanelsWords.projectReportWorkUntil, { project, to });
  return t(projectPanelsWords.projectReportWorkAllTime, { project });
}

/**
 * A row per person, target language and step, then a total per step (translators' and reviewers' words are never
 * added together). Each band, the confirmed sum and the review edits are a column of words with the segments
 * under them, so that the table fits a 1366-pixel screen; a translator's row ends with the quality reviewers found.
 * The table scrolls sideways inside its own region, which keyboard users can focus, on narrower screens.
 */
export function ReportTable({ report, projectName }: { report: Report; projectName: string }) {
  const t = useMessages();
  const label = tableName(report, projectName, t);
  if (report.rows.length === 0) return <p className="text-slate-500">{t(projectPanelsWords.projectReportNobody)}</p>;
  const groups = [
    ...report.totals.bands.map((band) => bandLabel(band.band, t)),
    t(projectPanelsWords.projectReportConfirmed),
    t(projectPanelsWords.projectReportReviewEdits),
  ];
  const stepName = (step: WorkflowStep | null) =>
    step ? STEP_LABELS[step] : t(projectPanelsWords.projectReportNoSteps);
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table aria-label={label} className="min-w-full border-collapse text-sm">
        <caption className="pb-1 text-start text-xs text-slate-500">
          {t(projectPanelsWords.projectReportCaption)}
        </caption>
        <THead>
          <Tr>
            <Th>{t(projectPanelsWords.projectReportPerson)}</Th>
            <Th>{t(projectPanelsWords.projectReportLanguage)}</Th>
            <Th>{t(projectPanelsWords.projectReportStep)}</Th>
            {groups.map((group) => (
              <Th key={group} className="border-s text-end whitespace-nowrap">
                {group}
              </Th>
            ))}
            <Th className="border-s">{t(projectPanelsWords.projectReportQuality)}</Th>
          </Tr>
        </THead>
        <TBody>
          {report.rows.map((row) => (
            <Tr key={`${row.user.id}:${row.target_lang}:${row.step}`}>
              <Th scope="row" className="border-b-0 font-medium whitespace-nowrap">
                {personName(row.user)}
              </Th>
              <Td className="whitespace-nowrap" title={languageName(row.target_lang) ?? undefined}>
                {row.target_lang}
              </Td>
              <Td className="whitespace-nowrap">{stepName(row.step)}</Td>
              <FigureCells figures={row} />
              <Td className="border-s border-slate-100">
                {row.quality ? <QualityVerdict quality={row.quality} /> : <span className="text-slate-400">—</span>}
              </Td>
            </Tr>
          ))}
          {report.step_totals.map((total) => (
            <Tr key={`total:${total.step}`} className="font-semibold">
              <Th scope="row" colSpan={3} className="border-b-0 border-t border-slate-300 whitespace-nowrap">
                {t(projectPanelsWords.projectReportStepTotal, { step: stepCase(total.step) })}
              </Th>
              <FigureCells figures={total} />
              <Td className="border-s border-slate-100" />
            </Tr>
          ))}
        </TBody>
      </table>
    </div>
  );
}

function FigureCells({ figures }: { figures: ReportFigures }) {
  const t = useMessages();
  const f = useFormats();
  const cells: [string, WorkCount][] = [
    ...figures.bands.map((band) => [band.band, band] as [string, WorkCount]),
    ['confirmed', figures.confirmed],
    ['review-edits', figures.review_edits],
  ];
  return cells.map(([key, { words, segments }]) => (
    <Td key={key} className="border-s border-slate-100 text-end tabular-nums">
      {f.number(words)}
      <span className="block text-xs font-normal text-slate-500">
        {t(projectPanelsWords.projectReportSegments, { count: segments })}
      </span>
    </Td>
  ));
}

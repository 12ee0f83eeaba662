/**
 * The project's report on its page, for those who manage it: the words and segments each person confirmed in each
 * step over a period of whole UTC days, by the analysis band the segments had when the work started (what
 * agencies pay by), the review edits apart, the totals, and the same table as CSV.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANALYSIS_BAND_LABELS, errorMessage } from '@tessera/shared';
import { getProjectReport, projectReportCsvUrl, type ReportPeriod } from '@tessera/shared/api/assignments';
import type { Project, ProjectReport as Report, ReportFigures, WorkCount } from '@tessera/shared/contract';
import { Alert, Card, Spinner, TBody, THead, TextField, Td, Th, Tr, linkClass } from '@tessera/shared/ui';
import { useState } from 'react';
import { STEP_LABELS } from '../../common/workflowSteps.ts';
import { projectKey } from './queries.ts';

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
  return (
    <Card title="Report">
      <div className="grid min-w-0 gap-3 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="From (UTC)"
            type="date"
            value={period.from ?? ''}
            max={period.to}
            onChange={change('from')}
          />
          <TextField label="To (UTC)" type="date" value={period.to ?? ''} min={period.from} onChange={change('to')} />
          {!backwards && (
            <a className={linkClass} href={projectReportCsvUrl(project.id, period)} download>
              Download CSV
            </a>
          )}
        </div>
        {backwards && <Alert tone="error">The period must not end before it starts.</Alert>}
        {!backwards && report.isPending && <Spinner label="Counting the work…" />}
        {report.isError && <Alert tone="error">{errorMessage(report.error)}</Alert>}
        {!backwards && report.data && <ReportTable report={report.data} projectName={project.name} />}
      </div>
    </Card>
  );
}

const count = (value: number) => value.toLocaleString('en');

/** "1 to 30 Nov 2026", "since 1 Nov 2026", "until …" or "all time" for the table's name. */
function periodWords({ from, to }: Pick<Report, 'from' | 'to'>): string {
  if (from && to) return from === to ? `on ${from}` : `from ${from} to ${to}`;
  if (from) return `since ${from}`;
  if (to) return `until ${to}`;
  return 'of all time';
}

/**
 * A row per person and step and the totals; each band, the confirmed sum and the review edits head two columns,
 * words then segments. The table scrolls sideways inside its own region, which keyboard users can focus.
 */
export function ReportTable({ report, projectName }: { report: Report; projectName: string }) {
  const label = `Work on ${projectName} ${periodWords(report)}`;
  if (report.rows.length === 0) return <p className="text-slate-500">Nobody confirmed or edited a segment then.</p>;
  const groups = [...report.totals.bands.map((band) => ANALYSIS_BAND_LABELS[band.band]), 'Confirmed', 'Review edits'];
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <THead>
          <Tr>
            <Th rowSpan={2}>Person</Th>
            <Th rowSpan={2}>Step</Th>
            {groups.map((group) => (
              <Th key={group} colSpan={2} scope="colgroup" className="border-l text-center whitespace-nowrap">
                {group}
              </Th>
            ))}
          </Tr>
          <Tr>
            {groups.flatMap((group) => [
              <Th key={`${group} words`} className="border-l text-right">
                Words
              </Th>,
              <Th key={`${group} segments`} className="text-right">
                Segments
              </Th>,
            ])}
          </Tr>
        </THead>
        <TBody>
          {report.rows.map((row) => (
            <Tr key={`${row.user.id}:${row.step}`}>
              <Th scope="row" className="border-b-0 font-medium whitespace-nowrap">
                {row.user.username}
              </Th>
              <Td className="whitespace-nowrap">{row.step ? STEP_LABELS[row.step] : 'No steps'}</Td>
              <FigureCells figures={row} />
            </Tr>
          ))}
          <Tr className="font-semibold">
            <Th scope="row" colSpan={2} className="border-b-0 border-t border-slate-300">
              Total
            </Th>
            <FigureCells figures={report.totals} />
          </Tr>
        </TBody>
      </table>
    </div>
  );
}

function FigureCells({ figures }: { figures: ReportFigures }) {
  const cells: [string, WorkCount][] = [
    ...figures.bands.map((band) => [band.band, band] as [string, WorkCount]),
    ['confirmed', figures.confirmed],
    ['review-edits', figures.review_edits],
  ];
  return cells.flatMap(([key, { words, segments }]) => [
    <Td key={`${key} words`} className="border-l border-slate-100 text-right tabular-nums">
      {count(words)}
    </Td>,
    <Td key={`${key} segments`} className="text-right tabular-nums">
      {count(segments)}
    </Td>,
  ]);
}

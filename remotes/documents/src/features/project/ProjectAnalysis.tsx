/**
 * The project's analysis on its page, run when asked (it looks every segment up in the memories) as a job on the
 * server, however large the project, with its progress and a way to stop it; the last one finished is kept and
 * shown when the page opens, with when it ended: words by match band for each document and in all, then segments,
 * words and characters by band, with the CSV to download.
 */
import { useState } from 'react';
import { errorMessage } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import {
  type Analysis,
  type AnalysisBand,
  type AnalysisBandName,
  type ProjectDocumentsSummary,
  type MtQualityBand,
  type MtQualityBandName,
  type Project,
} from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import { Alert, Button, Card, ProgressBar, TBody, Table, Td, Tr, linkClass } from '@tessera/shared/ui';
import { Pagination } from '@tessera/shared/ui/lists';
import { AnalysisBandsTable } from '../../common/AnalysisBandsTable.tsx';
import { ANALYSIS_DOCUMENTS_PAGE_SIZE, useProjectAnalysisRun } from '../../common/projectAnalysisRun.ts';
import { bandLabel } from './bands.ts';
import { messagesIn, useMessages } from './panels-i18n.ts';
import { useMessages as useProjectMessages } from './i18n.ts';
import { languageLabel } from './ProjectDocuments.tsx';
import * as projectPanelsWords from './locales/en/project-panels.arb';
import * as projectWords from './locales/en/project.arb';

/**
 * Why the analysis cannot run yet: no documents, documents still being read, or one the server could not read,
 * which stays so (the server refuses the project's analysis until it is deleted). In the active locale, or with `t`
 * (this feature's `useMessages()`).
 */
export function whyNotReady(summary: ProjectDocumentsSummary, t: Translate<'project-panels'> = messagesIn()): string {
  if (summary.documents === 0) return t(projectPanelsWords.projectAnalysisNoDocuments);
  const unreadable = summary.first_failed;
  if (unreadable)
    return t(projectPanelsWords.projectAnalysisUnreadable, { name: unreadable.name, lang: unreadable.target_lang });
  return t(projectPanelsWords.projectAnalysisNotRead);
}

/** `summary`: the project's documents, whatever page the documents tab shows; undefined while it loads. */
export function ProjectAnalysis({
  project,
  summary,
}: {
  project: Project;
  summary: ProjectDocumentsSummary | undefined;
}) {
  const [documentsPage, setDocumentsPage] = useState(0);
  const { last, job, running, ended, run, cancel } = useProjectAnalysisRun(project.id, documentsPage);
  const ready = !!summary && summary.documents > 0 && summary.importing === 0 && summary.failed === 0;
  const kept = last.data?.analysis ?? null;
  const t = useMessages();
  const f = useFormats();
  return (
    <Card title={t(projectPanelsWords.projectAnalysisTitle)}>
      <div className="grid gap-3 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => run.mutate()}
            busy={run.isPending || running}
            disabled={!ready || running || last.isPending}
          >
            {kept ? t(projectPanelsWords.projectAnalysisAgain) : t(projectPanelsWords.projectAnalysisRun)}
          </Button>
          {running && (
            <Button
              variant="danger"
              busy={cancel.isPending}
              disabled={cancel.isSuccess}
              onClick={() => cancel.mutate()}
            >
              {t(projectPanelsWords.projectAnalysisStop)}
            </Button>
          )}
          {kept && last.data?.analysed_at && (
            <span className="text-slate-500">
              {t(projectPanelsWords.projectAnalysisAnalysedAt, { time: f.dateTime(last.data.analysed_at) })}
            </span>
          )}
          {kept && (
            <a className={linkClass} href={projectsApi.lastAnalysisCsvUrl(project.id)} download>
              {t(projectPanelsWords.projectAnalysisDownloadCsv)}
            </a>
          )}
          {!ready && summary && <span className="text-slate-500">{whyNotReady(summary, t)}</span>}
        </div>
        {running && (
          <div className="grid gap-1" aria-live="polite">
            <ProgressBar value={job?.progress ?? 0} label={t(projectPanelsWords.projectAnalysisProgress)} />
            <p className="text-slate-600">{t(projectPanelsWords.projectAnalysisRunning)}</p>
          </div>
        )}
        {ended && ended.status !== 'done' && (
          <Alert tone="error">
            {t(projectPanelsWords.projectAnalysisEnded, { reason: ended.message ?? ended.status })}
          </Alert>
        )}
        {last.isError && <Alert tone="error">{errorMessage(last.error)}</Alert>}
        {run.isError && <Alert tone="error">{errorMessage(run.error)}</Alert>}
        {kept && (
          <AnalysisTables
            analysis={kept}
            documents={{ page: documentsPage, total: last.data!.documents_total, onPage: setDocumentsPage }}
          />
        )}
      </div>
    </Card>
  );
}

type WordsRow = { key: string; label: string; bands: AnalysisBand[]; total: { words: number }; summary?: boolean };

/** Which page of the documents' rows is shown, of how many documents, and how to show another. */
type DocumentRowsPage = { page: number; total: number; onPage: (page: number) => void };

/**
 * Words by band, a row per document of the page shown and the total (with several target languages, each document
 * named with its language, and a row per language first); then the totals by band in segments, words and
 * characters.
 */
export function AnalysisTables({ analysis, documents }: { analysis: Analysis; documents: DocumentRowsPage }) {
  const t = useMessages();
  const tProject = useProjectMessages();
  const bands = analysis.bands.map((band) => band.band);
  const languages = analysis.languages ?? [];
  const several = languages.length > 1;
  const total: WordsRow = {
    key: 'total',
    label: t(projectPanelsWords.projectAnalysisTotal),
    bands: analysis.bands,
    total: analysis.total,
    summary: true,
  };
  const documentRows: WordsRow[] = analysis.documents.map((document) => ({
    key: String(document.document_id),
    label: several ? `${document.name} · ${document.target_lang}` : document.name,
    bands: document.bands,
    total: document.total,
  }));
  return (
    <>
      {several && (
        <WordsTable
          label={t(projectPanelsWords.projectAnalysisByLanguage)}
          first={t(projectPanelsWords.projectAnalysisTargetLanguage)}
          bands={bands}
          rows={[
            ...languages.map((language) => ({
              key: language.target_lang,
              label: languageLabel(language.target_lang, tProject),
              bands: language.bands,
              total: language.total,
            })),
            total,
          ]}
        />
      )}
      <div>
        <WordsTable
          label={t(projectPanelsWords.projectAnalysisByDocument)}
          first={t(projectPanelsWords.projectAnalysisDocument)}
          bands={bands}
          rows={[...documentRows, total]}
        />
        {documents.total > ANALYSIS_DOCUMENTS_PAGE_SIZE && (
          <Pagination
            label={tProject(projectWords.projectDocumentsPages)}
            page={documents.page}
            pageSize={ANALYSIS_DOCUMENTS_PAGE_SIZE}
            totalRows={documents.total}
            onPageChange={documents.onPage}
          />
        )}
      </div>
      <AnalysisBandsTable
        analysis={analysis}
        words={{
          table: t(projectPanelsWords.projectAnalysisTable),
          match: t(projectPanelsWords.projectAnalysisMatch),
          segments: t(projectPanelsWords.projectAnalysisSegments),
          words: t(projectPanelsWords.projectAnalysisWords),
          characters: t(projectPanelsWords.projectAnalysisCharacters),
          total: t(projectPanelsWords.projectAnalysisTotal),
          band: (band) => bandLabel(band, t),
        }}
      />
      <p className="text-xs text-slate-500">{t(projectPanelsWords.projectAnalysisRepetitionsExplained)}</p>
      {analysis.machine_translated?.some((band) => band.segments > 0) && (
        <MachineTranslatedTable bands={analysis.machine_translated} />
      )}
    </>
  );
}

function qualityBandLabel(band: MtQualityBandName, t: Translate<'project-panels'>): string {
  switch (band) {
    case '90-100':
      return t(projectPanelsWords.projectQualityBand90);
    case '75-89':
      return t(projectPanelsWords.projectQualityBand75);
    case '50-74':
      return t(projectPanelsWords.projectQualityBand50);
    case '0-49':
      return t(projectPanelsWords.projectQualityBand0);
    case 'no-score':
      return t(projectPanelsWords.projectQualityBandNone);
  }
}

/** The segments machine translation filled, by the quality estimate of the target they hold: what to review first. */
function MachineTranslatedTable({ bands }: { bands: MtQualityBand[] }) {
  const t = useMessages();
  const f = useFormats();
  return (
    <Table
      label={t(projectPanelsWords.projectAnalysisMachineTranslated)}
      columns={[
        t(projectPanelsWords.projectAnalysisQuality),
        [t(projectPanelsWords.projectAnalysisSegments), 'text-end'],
        [t(projectPanelsWords.projectAnalysisWords), 'text-end'],
        [t(projectPanelsWords.projectAnalysisCharacters), 'text-end'],
      ]}
    >
      <TBody>
        {bands.map((band) => (
          <Tr key={band.band}>
            <Td>{qualityBandLabel(band.band, t)}</Td>
            <Td className="text-end tabular-nums">{f.number(band.segments)}</Td>
            <Td className="text-end tabular-nums">{f.number(band.words)}</Td>
            <Td className="text-end tabular-nums">{f.number(band.characters)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

function WordsTable({
  label,
  first,
  bands,
  rows,
}: {
  label: string;
  first: string;
  bands: AnalysisBandName[];
  rows: WordsRow[];
}) {
  const t = useMessages();
  const f = useFormats();
  return (
    <Table
      label={label}
      columns={[
        first,
        ...bands.map((band) => [bandLabel(band, t), 'text-end'] as [string, string]),
        [t(projectPanelsWords.projectAnalysisTotal), 'text-end'],
      ]}
    >
      <TBody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td className={row.summary ? 'font-semibold' : undefined}>{row.label}</Td>
            {row.bands.map((band) => (
              <Td key={band.band} className="text-end tabular-nums">
                {f.number(band.words)}
              </Td>
            ))}
            <Td className="text-end font-semibold tabular-nums">{f.number(row.total.words)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

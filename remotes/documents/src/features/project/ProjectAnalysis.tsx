/**
 * The project's analysis on its page, run when asked (it looks every segment up in the memories): words by match
 * band for each document and in all, then segments, words and characters by band, with the CSV to download.
 */
import { useQuery } from '@tanstack/react-query';
import { ANALYSIS_BAND_LABELS, errorMessage, REPETITIONS_EXPLAINED } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import {
  type Analysis,
  type AnalysisBand,
  type AnalysisBandName,
  type Document,
  type MtQualityBand,
  type MtQualityBandName,
  type Project,
} from '@tessera/shared/contract';
import { Alert, Button, Card, Spinner, TBody, Table, Td, Tr, linkClass } from '@tessera/shared/ui';
import { languageLabel } from './ProjectDocuments.tsx';
import { projectAnalysisKey } from './queries.ts';

const count = (value: number) => value.toLocaleString('en');

/**
 * Why the analysis cannot run yet: no documents, documents still being read, or one the server could not read,
 * which stays so (the server refuses the project's analysis until it is deleted).
 */
export function whyNotReady(documents: readonly Document[]): string {
  if (documents.length === 0) return 'Upload documents first.';
  const unreadable = documents.find((document) => document.status === 'error');
  if (unreadable)
    return `${unreadable.name} (${unreadable.target_lang}) could not be read: delete it from its page to analyse the project.`;
  return 'Every document must be read first.';
}

export function ProjectAnalysis({ project, documents }: { project: Project; documents: Document[] }) {
  const scope = { kind: 'project', id: project.id } as const;
  const analysis = useQuery({
    queryKey: projectAnalysisKey(project.id),
    queryFn: ({ signal }) => projectsApi.getAnalysis(scope, signal),
    enabled: false,
    staleTime: Infinity,
  });
  const ready = documents.length > 0 && documents.every((document) => document.status === 'done');
  return (
    <Card title="Analysis">
      <div className="grid gap-3 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void analysis.refetch()} busy={analysis.isFetching} disabled={!ready}>
            {analysis.data ? 'Analyse again' : 'Run the analysis'}
          </Button>
          {analysis.data && (
            <a className={linkClass} href={projectsApi.analysisCsvUrl(scope)} download>
              Download CSV
            </a>
          )}
          {!ready && <span className="text-slate-500">{whyNotReady(documents)}</span>}
        </div>
        {analysis.isFetching && !analysis.data && <Spinner label="Analysing…" />}
        {analysis.isError && <Alert tone="error">{errorMessage(analysis.error)}</Alert>}
        {analysis.data && <AnalysisTables analysis={analysis.data} />}
      </div>
    </Card>
  );
}

type WordsRow = { key: string; label: string; bands: AnalysisBand[]; total: { words: number }; summary?: boolean };

/**
 * Words by band, a row per document and the total (with several target languages, each document named with its
 * language, and a row per language first); then the totals by band in segments, words and characters.
 */
export function AnalysisTables({ analysis }: { analysis: Analysis }) {
  const bands = analysis.bands.map((band) => band.band);
  const languages = analysis.languages ?? [];
  const several = languages.length > 1;
  const total: WordsRow = { key: 'total', label: 'Total', bands: analysis.bands, total: analysis.total, summary: true };
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
          label="Words by target language and match"
          first="Target language"
          bands={bands}
          rows={[
            ...languages.map((language) => ({
              key: language.target_lang,
              label: languageLabel(language.target_lang),
              bands: language.bands,
              total: language.total,
            })),
            total,
          ]}
        />
      )}
      <WordsTable label="Words by document and match" first="Document" bands={bands} rows={[...documentRows, total]} />
      <Table
        label="Analysis"
        columns={['Match', ['Segments', 'text-right'], ['Words', 'text-right'], ['Characters', 'text-right']]}
      >
        <TBody>
          {[
            ...analysis.bands.map((band) => ({ label: ANALYSIS_BAND_LABELS[band.band], ...band })),
            { label: 'Total', ...analysis.total },
          ].map((row) => (
            <Tr key={row.label}>
              <Td>{row.label}</Td>
              <Td className="text-right tabular-nums">{count(row.segments)}</Td>
              <Td className="text-right tabular-nums">{count(row.words)}</Td>
              <Td className="text-right tabular-nums">{count(row.characters)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <p className="text-xs text-slate-500">{REPETITIONS_EXPLAINED}</p>
      {analysis.machine_translated?.some((band) => band.segments > 0) && (
        <MachineTranslatedTable bands={analysis.machine_translated} />
      )}
    </>
  );
}

const QUALITY_BAND_LABELS: Record<MtQualityBandName, string> = {
  '90-100': 'Quality 90-100',
  '75-89': 'Quality 75-89',
  '50-74': 'Quality 50-74',
  '0-49': 'Quality 0-49',
  'no-score': 'No quality estimate',
};

/** The segments machine translation filled, by the quality estimate of the target they hold: what to review first. */
function MachineTranslatedTable({ bands }: { bands: MtQualityBand[] }) {
  return (
    <Table
      label="Machine-translated segments by quality estimate"
      columns={['Quality', ['Segments', 'text-right'], ['Words', 'text-right'], ['Characters', 'text-right']]}
    >
      <TBody>
        {bands.map((band) => (
          <Tr key={band.band}>
            <Td>{QUALITY_BAND_LABELS[band.band]}</Td>
            <Td className="text-right tabular-nums">{count(band.segments)}</Td>
            <Td className="text-right tabular-nums">{count(band.words)}</Td>
            <Td className="text-right tabular-nums">{count(band.characters)}</Td>
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
  return (
    <Table
      label={label}
      columns={[
        first,
        ...bands.map((band) => [ANALYSIS_BAND_LABELS[band], 'text-right'] as [string, string]),
        ['Total', 'text-right'],
      ]}
    >
      <TBody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td className={row.summary ? 'font-semibold' : undefined}>{row.label}</Td>
            {row.bands.map((band) => (
              <Td key={band.band} className="text-right tabular-nums">
                {count(band.words)}
              </Td>
            ))}
            <Td className="text-right font-semibold tabular-nums">{count(row.total.words)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/**
 * The project's analysis on its page, run when asked (it looks every segment up in the memories): words by match
 * band for each document and in all, then segments, words and characters by band, with the CSV to download.
 */
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import {
  ANALYSIS_BAND_LABELS,
  REPETITIONS_EXPLAINED,
  type Analysis,
  type Document,
  type Project,
} from '@tessera/shared/contract';
import { Alert, Button, Card, Spinner, TBody, Table, Td, Tr, linkClass } from '@tessera/shared/ui';
import { projectAnalysisKey } from './queries.ts';

const count = (value: number) => value.toLocaleString('en');

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
          <Button
            onClick={() => void analysis.refetch()}
            busy={analysis.isFetching}
            disabled={!ready}
            aria-label={`Analyse ${project.name}`}
          >
            {analysis.data ? 'Analyse again' : 'Run the analysis'}
          </Button>
          {analysis.data && (
            <a className={linkClass} href={projectsApi.analysisCsvUrl(scope)} download>
              Download CSV
            </a>
          )}
          {!ready && (
            <span className="text-slate-500">
              {documents.length === 0 ? 'Upload documents first.' : 'Every document must be read first.'}
            </span>
          )}
        </div>
        {analysis.isFetching && !analysis.data && <Spinner label="Analysing…" />}
        {analysis.isError && <Alert tone="error">{errorMessage(analysis.error)}</Alert>}
        {analysis.data && <AnalysisTables analysis={analysis.data} />}
      </div>
    </Card>
  );
}

/** Words by band, a row per document and the total; then the totals by band in segments, words and characters. */
export function AnalysisTables({ analysis }: { analysis: Analysis }) {
  const bands = analysis.bands.map((band) => band.band);
  return (
    <>
      <Table
        label="Words by document and match"
        columns={[
          'Document',
          ...bands.map((band) => [ANALYSIS_BAND_LABELS[band], 'text-right'] as [string, string]),
          ['Total', 'text-right'],
        ]}
      >
        <TBody>
          {[...analysis.documents, { document_id: 0, name: 'Total', bands: analysis.bands, total: analysis.total }].map(
            (row) => (
              <Tr key={row.document_id}>
                <Td className={row.document_id === 0 ? 'font-semibold' : undefined}>{row.name}</Td>
                {row.bands.map((band) => (
                  <Td key={band.band} className="text-right tabular-nums">
                    {count(band.words)}
                  </Td>
                ))}
                <Td className="text-right font-semibold tabular-nums">{count(row.total.words)}</Td>
              </Tr>
            ),
          )}
        </TBody>
      </Table>
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
    </>
  );
}

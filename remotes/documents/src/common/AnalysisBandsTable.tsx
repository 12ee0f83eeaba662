import type { Analysis, AnalysisBandName } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { TBody, Table, Td, Tr } from '@tessera/shared/ui';

/** The words of an analysis table, in the catalog of the screen that shows it. */
export type AnalysisBandsWords = {
  /** The table's accessible name. */
  table: string;
  match: string;
  segments: string;
  words: string;
  characters: string;
  total: string;
  band: (band: AnalysisBandName) => string;
};

/** An analysis in segments, words and characters: a row per match band, then the total. */
export function AnalysisBandsTable({
  analysis,
  words,
}: {
  analysis: Pick<Analysis, 'bands' | 'total'>;
  words: AnalysisBandsWords;
}) {
  const f = useFormats();
  return (
    <Table
      label={words.table}
      columns={[words.match, [words.segments, 'text-end'], [words.words, 'text-end'], [words.characters, 'text-end']]}
    >
      <TBody>
        {[
          ...analysis.bands.map((band) => ({ key: band.band, label: words.band(band.band), ...band })),
          { key: 'total', label: words.total, ...analysis.total },
        ].map((row) => (
          <Tr key={row.key}>
            <Td>{row.label}</Td>
            <Td className="text-end tabular-nums">{f.number(row.segments)}</Td>
            <Td className="text-end tabular-nums">{f.number(row.words)}</Td>
            <Td className="text-end tabular-nums">{f.number(row.characters)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

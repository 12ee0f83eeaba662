import type { InlineCode, TermHit } from '@tessera/shared/contract';
import { InlineCodeChip } from '../../../common/InlineText.tsx';
import { termPieces } from './terms.ts';

/**
 * A segment's source as `InlineText` shows it, with the glossary terms found there underlined (in red where only
 * forbidden terms are found); hovering a term shows its translations (the Terms tab lists them for screen readers).
 */
export function TermText({
  value,
  codes,
  hits,
}: {
  value: string;
  codes: readonly InlineCode[];
  hits: readonly TermHit[];
}) {
  return (
    <>
      {termPieces(value, hits).map((piece, index) => {
        if ('code' in piece) return <InlineCodeChip key={index} code={piece.code} codes={codes} />;
        if (piece.terms.length === 0) return <span key={index}>{piece.text}</span>;
        return (
          <mark
            key={index}
            data-term
            title={piece.terms.map((hit) => `${hit.source} → ${hit.target}`).join('\n')}
            className={`bg-transparent text-inherit underline decoration-2 underline-offset-2 ${
              piece.terms.every((hit) => hit.status === 'forbidden') ? 'decoration-red-600' : 'decoration-amber-500'
            }`}
          >
            {piece.text}
          </mark>
        );
      })}
    </>
  );
}

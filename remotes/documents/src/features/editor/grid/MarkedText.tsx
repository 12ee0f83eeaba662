import type { ReactNode } from 'react';
import { splitInline } from '@tessera/shared';
import type { InlineCode } from '@tessera/shared/contract';
import { InlineCodeChip } from '../../../common/InlineText.tsx';
import type { Marker } from '../find/index.ts';

/** Text with its inline codes as chips and the search hits marked. */
export function MarkedText({
  value,
  codes,
  highlight,
}: {
  value: string;
  codes: readonly InlineCode[];
  highlight: Marker | null;
}) {
  return (
    <>
      {splitInline(value).map((part, index) =>
        typeof part === 'string' ? (
          <Marked key={index} text={part} highlight={highlight} />
        ) : (
          <InlineCodeChip key={index} code={part.code} codes={codes} />
        ),
      )}
    </>
  );
}

function Marked({ text, highlight }: { text: string; highlight: Marker | null }) {
  if (!highlight) return <span>{text}</span>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of highlight(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="rounded-sm bg-yellow-200 text-inherit">
        {match.text}
      </mark>,
    );
    last = match.index + match.text.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <span>{parts}</span>;
}

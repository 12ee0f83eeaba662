import { Highlighted } from '@tessera/shared/records';
import { useMessages } from '../../common/i18n.ts';
import { segmentParts } from './segments.ts';
import * as tmWords from '../../locales/en/tm.arb';

/** A segment as the translator reads it: text with the search term marked, native codes as tag chips. */
export function Segment({ markup, search }: { markup: string; search: string }) {
  const t = useMessages();
  return (
    <>
      {segmentParts(markup).map((part, index) =>
        part.kind === 'tag' ? (
          <span
            key={index}
            title={part.code ? t(tmWords.tmInlineCodeOf, { code: part.code }) : t(tmWords.tmInlineCode)}
            className="mx-0.5 inline-block rounded bg-slate-200 px-1 font-mono text-[0.7rem] leading-4 text-slate-600"
          >
            {part.label}
          </span>
        ) : (
          <Highlighted key={index} text={part.text} search={search} />
        ),
      )}
    </>
  );
}

import { Highlighted } from '@tessera/shared/records';
import { useMessages } from '../../common/i18n.ts';
import { segmentParts } from './segments.ts';

/** A segment as the translator reads it: text with the search term marked, native codes as tag chips. */
export function Segment({ markup, search }: { markup: string; search: string }) {
  const t = useMessages();
  return (
    <>
      {segmentParts(markup).map((part, index) =>
        part.kind === 'tag' ? (
          <span
            key={index}
            title={part.code ? t('tmInlineCodeOf', { code: part.code }) : t('tmInlineCode')}
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

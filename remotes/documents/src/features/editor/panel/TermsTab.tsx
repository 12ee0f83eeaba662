import type { TermHit } from '@tessera/shared/contract';
import { Badge } from '@tessera/shared/ui';
import { languageAttributes } from '../../../common/language.ts';
import { InsertButton } from './InsertButton.tsx';
import type { OpenSegment, PanelTabProps } from './tabs.ts';
import { Lookup, PanelNote } from './PanelStates.tsx';
import { isInsertable, TERM_ORIGIN, TERM_SHORTCUTS, TermText, useTermHits } from '../lookup/index.ts';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

/**
 * The glossary terms found in the active segment's source, in the order the source has them: the segment with
 * them underlined, then each term with its translation, glossary and comment, ready to insert (a click, or
 * Ctrl+Shift+N for the first nine). A forbidden term is shown in red, with nothing to insert it by.
 */
export function TermsTab(props: PanelTabProps) {
  const { document, record } = props;
  const t = useMessages();
  const query = useTermHits(record?.id ?? null);
  if (!record) return <PanelNote>{t(panelWords.editorTermsSelectSegment)}</PanelNote>;
  const segment = { ...props, record };
  return (
    <Lookup query={query} loading={t(panelWords.editorTermsLoading)} failed={t(panelWords.editorTermsFailed)}>
      {(hits) =>
        hits.length === 0 ? (
          <PanelNote>{t(panelWords.editorTermsNone)}</PanelNote>
        ) : (
          <div className="flex flex-col gap-2 p-2" aria-busy={query.isFetching || undefined}>
            <p className="rounded-md bg-white p-2 text-sm text-slate-800 ring-1 ring-slate-200">
              <span className="sr-only">{`${t(panelWords.editorTermsSourceLabel)} `}</span>
              <span {...languageAttributes(document.source_lang)}>
                <TermText value={record.source} codes={record.codes} hits={hits} />
              </span>
            </p>
            <ol aria-label={t(panelWords.editorTermsList)} className="flex flex-col gap-1">
              {numbered(hits).map(({ hit, number }) =>
                number === null ? (
                  <ForbiddenTermItem key={hit.id} hit={hit} segment={segment} />
                ) : (
                  <TermItem key={hit.id} hit={hit} number={number} segment={segment} />
                ),
              )}
            </ol>
          </div>
        )
      }
    </Lookup>
  );
}

/** The terms with the number their insert key has; a forbidden term has none (it is never inserted). */
function numbered(hits: readonly TermHit[]): { hit: TermHit; number: number | null }[] {
  let next = 0;
  return hits.map((hit) => ({ hit, number: isInsertable(hit) ? ++next : null }));
}

/** A term's standing, where it says more than "admitted": what to prefer, and what not to write. */
const STATUS_BADGES = {
  preferred: { label: panelWords.editorTermPreferred, tone: 'success' },
  deprecated: { label: panelWords.editorTermDeprecated, tone: 'warning' },
  forbidden: { label: panelWords.editorTermForbidden, tone: 'danger' },
} as const;

function TermItem({ hit, number, segment }: { hit: TermHit; number: number; segment: OpenSegment }) {
  const { document, record, insert } = segment;
  const t = useMessages();
  const labelId = `term-${record.id}-${number}`;
  return (
    <li aria-labelledby={labelId} className="rounded-md border border-slate-200 bg-white p-2 text-sm shadow-xs">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span id={labelId} className="sr-only">
          {t(panelWords.editorTermLabel, { number, source: hit.source, target: hit.target, status: hit.status })}
        </span>
        <span aria-hidden className="font-mono text-xs text-slate-500">
          {number}
        </span>
        <span {...languageAttributes(document.source_lang)} className="text-slate-700">
          {hit.source}
        </span>
        <span aria-hidden className="inline-block text-slate-400 rtl:-scale-x-100">
          →
        </span>
        <span {...languageAttributes(document.target_lang)} className="font-medium text-slate-900">
          {hit.target}
        </span>
        {hit.status !== 'admitted' && (
          <span aria-hidden data-testid="term-status">
            <Badge tone={STATUS_BADGES[hit.status].tone}>{t(STATUS_BADGES[hit.status].label)}</Badge>
          </span>
        )}
        <InsertButton
          label={t(panelWords.editorInsertTermLabel, { number })}
          number={number}
          keys={TERM_SHORTCUTS}
          disabled={record.locked}
          onInsert={() => insert(hit.target, TERM_ORIGIN)}
        />
      </div>
      <TermDetails hit={hit} className="text-slate-500" />
    </li>
  );
}

/** Under a term: its glossary, then its part of speech, definition and comment where it has them. */
function TermDetails({ hit, className }: { hit: TermHit; className: string }) {
  return (
    <p className={`mt-0.5 text-xs ${className}`}>
      {hit.glossary.name}
      {hit.part_of_speech && <span> · {hit.part_of_speech}</span>}
      {hit.definition && <span> · {hit.definition}</span>}
      {hit.comment && <span> · {hit.comment}</span>}
    </p>
  );
}

/** A term the glossary forbids: its target struck through in red, to be recognised and avoided, never inserted. */
function ForbiddenTermItem({ hit, segment }: { hit: TermHit; segment: OpenSegment }) {
  const { document, record } = segment;
  const t = useMessages();
  const labelId = `term-${record.id}-forbidden-${hit.id}`;
  return (
    <li
      aria-labelledby={labelId}
      data-forbidden-term
      className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800 shadow-xs"
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span id={labelId} className="sr-only">
          {t(panelWords.editorForbiddenTermLabel, { source: hit.source, target: hit.target })}
        </span>
        <span {...languageAttributes(document.source_lang)}>{hit.source}</span>
        <span aria-hidden className="inline-block text-red-400 rtl:-scale-x-100">
          →
        </span>
        <span {...languageAttributes(document.target_lang)} className="font-medium text-red-700 line-through">
          {hit.target}
        </span>
        <span aria-hidden data-testid="term-status">
          <Badge tone={STATUS_BADGES.forbidden.tone}>{t(STATUS_BADGES.forbidden.label)}</Badge>
        </span>
      </div>
      <TermDetails hit={hit} className="text-red-700" />
    </li>
  );
}

import { inlineText } from '@tessera/shared';
import type { Substitution } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { cx } from '@tessera/shared/ui';
import { InlineText } from '../../../common/InlineText.tsx';
import { languageAttributes } from '../../../common/language.ts';
import { InsertButton } from './InsertButton.tsx';
import { useTmLinks } from '../common/linkQueries.ts';
import { MATCH_SHORTCUTS, matchBand, matchOrigin, useMatches } from '../lookup/index.ts';
import { MtSuggestion } from './MtSuggestion.tsx';
import { Lookup, NoTranslationMemory, PanelNote } from './PanelStates.tsx';
import type { OpenSegment, PanelTabProps } from './tabs.ts';
import { wordDiff } from '../common/wordDiff.ts';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { useMessages } from './i18n.ts';
import * as editorWords from '../locales/en/editor.arb';
import * as panelWords from './locales/en/panel.arb';

/**
 * The translation-memory matches of the active segment, best first: percentage in its colour band, where it
 * comes from, the match's source with what differs from this segment's source marked, and its target ready to
 * put in place of the target (the server has mapped its inline codes onto this segment's own).
 */
export function MatchesTab(props: PanelTabProps) {
  // The machine translation goes below the TM matches whatever they say (none linked, still loading, failed).
  return (
    <>
      <TmMatches {...props} />
      <MtSuggestion {...props} />
    </>
  );
}

function TmMatches({ document, record, insert, replace }: PanelTabProps) {
  const t = useMessages();
  const tEditor = useEditorMessages();
  const { query, matches, threshold, hidden } = useMatches(document.id, record);
  const links = useTmLinks(document.id);
  if (links.data?.length === 0) return <NoTranslationMemory document={document} />;
  if (!record) return <PanelNote>{tEditor(editorWords.editorMatchesSelectSegment)}</PanelNote>;
  const segment = { document, record, insert, replace };
  return (
    <Lookup query={query} loading={t(panelWords.editorMatchesLoading)} failed={t(panelWords.editorMatchesFailed)}>
      {() => (
        <div className="flex flex-col gap-2 p-2" aria-busy={query.isFetching || undefined}>
          {matches.length === 0 ? (
            <p className="p-1 text-sm text-slate-600">{t(panelWords.editorMatchesNone, { threshold })}</p>
          ) : (
            <ol aria-label={t(panelWords.editorMatchesList)} className="flex flex-col gap-2">
              {matches.map((match, index) => (
                <MatchItem key={`${match.tm_id}:${match.unit_id}`} match={match} number={index + 1} segment={segment} />
              ))}
            </ol>
          )}
          {hidden > 0 && (
            <p className="px-1 text-xs text-slate-500">
              {t(panelWords.editorMatchesHidden, { count: hidden, threshold })}
            </p>
          )}
        </div>
      )}
    </Lookup>
  );
}

function MatchItem({ match, number, segment }: { match: Substitution; number: number; segment: OpenSegment }) {
  const { document, record, replace } = segment;
  const t = useMessages();
  const formats = useFormats();
  const date = formats.date(match.changed_at);
  const band = matchBand(match.similarity);
  const labelId = `match-${record.id}-${number}`;
  return (
    <li aria-labelledby={labelId} className="rounded-md border border-slate-200 bg-white p-2 text-sm shadow-xs">
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span id={labelId} className="sr-only">
          {t(panelWords.editorMatchLabel, { number, similarity: match.similarity, tm: match.tm_name })}
        </span>
        <span aria-hidden className="font-mono text-slate-500">
          {number}
        </span>
        <span
          aria-hidden
          data-band={band.name}
          className={cx('rounded px-1.5 py-0.5 font-semibold tabular-nums', band.className)}
        >
          {formats.percent(match.similarity / 100)}
        </span>
        <span className="font-medium text-slate-700">{match.tm_name}</span>
        <span>
          {match.updated_by === null
            ? t(panelWords.editorUnknownAuthorDate, { date })
            : t(panelWords.editorAuthorDate, { author: match.updated_by, date })}
        </span>
        <InsertButton
          label={t(panelWords.editorInsertMatchLabel, { number })}
          number={number}
          keys={MATCH_SHORTCUTS}
          replaces
          onInsert={() => replace(match.target, matchOrigin(match))}
        />
      </div>
      <p className="text-slate-800">
        <span className="sr-only">{`${t(panelWords.editorMatchSourceLabel)} `}</span>
        <span {...languageAttributes(document.source_lang)}>
          <MatchDiff match={match.source} segment={inlineText(record.source)} />
        </span>
      </p>
      <p className="mt-1 border-t border-slate-100 pt-1 text-slate-900">
        <span className="sr-only">{`${t(panelWords.editorTargetLabel)} `}</span>
        <span {...languageAttributes(document.target_lang)}>
          <InlineText value={match.target} codes={record.codes} />
        </span>
      </p>
    </li>
  );
}

/** The match's source with the words the segment does not have struck through and the segment's own words added. */
export function MatchDiff({ match, segment }: { match: string; segment: string }) {
  const t = useMessages();
  return (
    <>
      {wordDiff(match, segment).map((part, index) =>
        part.kind === 'equal' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del
            key={index}
            title={t(panelWords.editorMatchDiffRemoved)}
            className="rounded-sm bg-red-100 text-red-800 decoration-red-700"
          >
            {part.text}
          </del>
        ) : (
          <ins
            key={index}
            title={t(panelWords.editorMatchDiffAdded)}
            className="rounded-sm bg-sky-100 text-sky-900 no-underline"
          >
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}

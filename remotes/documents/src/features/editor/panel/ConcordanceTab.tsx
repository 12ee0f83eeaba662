import { useEffect, useRef, useState } from 'react';
import { CONCORDANCE_PAGE_SIZE } from '@tessera/shared';
import type { ConcordanceHit } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Button, QueryErrorState, Select, Spinner, TextField } from '@tessera/shared/ui';
import { Pagination } from '@tessera/shared/ui/lists';
import { errorMessage } from '../../../common/documentQueries.ts';
import { languageAttributes } from '../../../common/language.ts';
import { useTmLinks } from '../common/linkQueries.ts';
import { MAX_CONCORDANCE_QUERY, useConcordance, useConcordanceControl, type SearchIn } from './concordance.ts';
import { highlightParts, type Range } from './highlight.ts';
import type { PanelTabProps } from './tabs.ts';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

/**
 * Concordance: the units of the document's translation memories whose source (first), target or either holds
 * every word searched for (any order, any case), the words highlighted, a page at a time. Ctrl+K opens it (with
 * the selected text, if any, looked for on its side); selecting words of a segment's source does too.
 */
export function ConcordanceTab({ document, insert, record }: PanelTabProps) {
  const t = useMessages();
  const { request, search, setPage, setSearchIn } = useConcordanceControl();
  const links = useTmLinks(document.id);
  const tmIds = links.data?.map((link) => link.id);
  const results = useConcordance(request, tmIds);
  const canInsert = record !== null && !record.locked;

  return (
    <div className="flex flex-col gap-2 p-2">
      <SearchForm key={request.seq} initial={request.query} focus={request.focus} onSearch={search} />
      <Select
        label={t(panelWords.editorConcordanceSearchIn)}
        options={SEARCH_IN_OPTIONS.map(([value, words]) => ({ value, label: t(words) }))}
        value={request.searchIn}
        onChange={(event) => setSearchIn(event.target.value as SearchIn)}
        fieldClassName="w-48"
      />
      {links.isSuccess && links.data.length === 0 && (
        <p className="px-1 text-xs text-slate-500">{t(panelWords.editorConcordanceAllTms)}</p>
      )}
      {links.isError && (
        <QueryErrorState title={t(panelWords.editorConcordanceTmsFailed)} query={links} describe={errorMessage} />
      )}
      {request.query === '' ? null : results.isPending ? (
        links.isError ? null : (
          <Spinner label={t(panelWords.editorConcordanceSearching)} />
        )
      ) : results.isError && !results.data ? (
        <QueryErrorState title={t(panelWords.editorConcordanceFailed)} query={results} describe={errorMessage} />
      ) : results.data.records.length === 0 ? (
        <p className="p-1 text-sm text-slate-600">{t(panelWords.editorConcordanceNone)}</p>
      ) : (
        <>
          <ol
            aria-label={t(panelWords.editorConcordanceResults)}
            aria-busy={results.isFetching || undefined}
            className="flex flex-col gap-2"
          >
            {results.data.records.map((hit, index) => (
              <HitItem
                key={`${hit.tm_id}:${hit.unit_id}`}
                hit={hit}
                number={request.page * CONCORDANCE_PAGE_SIZE + index + 1}
                document={document}
                onInsert={canInsert ? () => insert(hit.target_text) : undefined}
              />
            ))}
          </ol>
          <Pagination
            page={request.page}
            pageSize={CONCORDANCE_PAGE_SIZE}
            totalRows={results.data.total_rows}
            totalCapped={results.data.total_rows_capped === true}
            hasNextPage={
              results.data.total_rows_capped ? results.data.records.length === CONCORDANCE_PAGE_SIZE : undefined
            }
            onPageChange={setPage}
            label={t(panelWords.editorConcordancePages)}
          />
        </>
      )}
    </div>
  );
}

const SEARCH_IN_OPTIONS = [
  ['source', panelWords.editorConcordanceInSource],
  ['target', panelWords.editorConcordanceInTarget],
  ['either', panelWords.editorConcordanceInEither],
] as const satisfies readonly (readonly [SearchIn, unknown])[];

function SearchForm({
  initial,
  focus,
  onSearch,
}: {
  initial: string;
  focus: boolean;
  onSearch: (query: string) => void;
}) {
  const t = useMessages();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focus) return;
    input.current?.focus();
    input.current?.select();
  }, [focus]);
  return (
    <form
      role="search"
      aria-label={t(panelWords.editorConcordanceSearchForm)}
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextField
        ref={input}
        label={t(panelWords.editorConcordanceField)}
        type="search"
        maxLength={MAX_CONCORDANCE_QUERY}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        fieldClassName="min-w-0 flex-1"
      />
      <Button type="submit">{t(panelWords.editorConcordanceSearch)}</Button>
    </form>
  );
}

function HitItem({
  hit,
  number,
  document,
  onInsert,
}: {
  hit: ConcordanceHit;
  number: number;
  document: PanelTabProps['document'];
  onInsert?: () => void;
}) {
  const t = useMessages();
  const formats = useFormats();
  const labelId = `concordance-${hit.tm_id}-${hit.unit_id}`;
  const date = formats.date(hit.changed_at);
  return (
    <li aria-labelledby={labelId} className="rounded-md border border-slate-200 bg-white p-2 text-sm shadow-xs">
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span id={labelId} className="sr-only">
          {t(panelWords.editorConcordanceResultLabel, { number, tm: hit.tm_name })}
        </span>
        <span className="font-medium text-slate-700">{hit.tm_name}</span>
        <span>
          {hit.updated_by === null
            ? t(panelWords.editorUnknownAuthorDate, { date })
            : t(panelWords.editorAuthorDate, { author: hit.updated_by, date })}
        </span>
        {onInsert && (
          <Button
            size="sm"
            variant="ghost"
            className="ms-auto"
            aria-label={t(panelWords.editorConcordanceInsertLabel, { number })}
            onClick={onInsert}
          >
            {t(panelWords.editorInsert)}
          </Button>
        )}
      </div>
      <p className="text-slate-800">
        <span className="sr-only">{`${t(panelWords.editorSourceLabel)} `}</span>
        <Highlighted text={hit.source_text} ranges={hit.source_highlights} lang={document.source_lang} />
      </p>
      <p className="mt-1 border-t border-slate-100 pt-1 text-slate-900">
        <span className="sr-only">{`${t(panelWords.editorTargetLabel)} `}</span>
        <Highlighted text={hit.target_text} ranges={hit.target_highlights} lang={document.target_lang} />
      </p>
    </li>
  );
}

function Highlighted({ text, ranges, lang }: { text: string; ranges: readonly Range[]; lang: string }) {
  return (
    <span {...languageAttributes(lang)}>
      {highlightParts(text, ranges).map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded-sm bg-amber-200 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

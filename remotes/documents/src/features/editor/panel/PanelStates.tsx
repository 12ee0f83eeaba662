import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorState, Spinner } from '@tessera/shared/ui';
import type { Document } from '@tessera/shared/contract';
import { errorMessage } from '../../../common/documentQueries.ts';
import { LinksButton } from '../links/index.ts';
import { useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/** What a tab says in place of its contents: no segment chosen, nothing found. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className="p-3 text-sm text-slate-600">{children}</p>;
}

/** The Matches tab of a document linked to no translation memory: where to link one. */
export function NoTranslationMemory({ document }: { document: Document }) {
  const t = useMessages();
  return (
    <div className="flex flex-col items-start gap-2 p-3 text-sm text-slate-600">
      <p>{t(editorWords.editorNoTmNoMatches)}</p>
      <LinksButton document={document} label={t(editorWords.editorChooseTms)} />
    </div>
  );
}

/**
 * A tab's lookup for the active segment (its matches, its terms): a spinner saying `loading` until its first
 * answer, its failure (`failed`) with Retry, then the answer. A failed refresh keeps the last answer on screen.
 */
export function Lookup<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Looking up matches…" */
  loading: string;
  /** "The matches could not be loaded" */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} className="p-3" />;
  if (query.data === undefined) {
    return (
      <div className="p-3">
        <QueryErrorState title={failed} query={query} describe={errorMessage} />
      </div>
    );
  }
  return children(query.data);
}

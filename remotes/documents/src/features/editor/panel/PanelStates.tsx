import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorState, Spinner } from '@tessera/shared/ui';
import type { Document } from '@tessera/shared/contract';
import { errorMessage } from '../../../common/documentQueries.ts';
import { LinksButton } from '../links/LinksButton.tsx';

/** What a tab says in place of its contents: no segment chosen, nothing found. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className="p-3 text-sm text-slate-600">{children}</p>;
}

/** The Matches tab of a document linked to no translation memory: where to link one. */
export function NoTranslationMemory({ document }: { document: Document }) {
  return (
    <div className="flex flex-col items-start gap-2 p-3 text-sm text-slate-600">
      <p>This document uses no translation memory, so there are no matches.</p>
      <LinksButton document={document} label="Choose translation memories" />
    </div>
  );
}

/**
 * A tab's lookup for the active segment ("matches", "terms"): a spinner until its first answer, its failure with
 * Retry, then the answer. A failed refresh keeps the last answer on screen.
 */
export function Lookup<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Looking up ${what}…`} className="p-3" />;
  if (query.data === undefined) {
    return (
      <div className="p-3">
        <QueryErrorState title={`The ${what} could not be loaded`} query={query} describe={errorMessage} />
      </div>
    );
  }
  return children(query.data);
}

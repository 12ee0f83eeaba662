import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from './Layout.tsx';
import { QueryErrorState } from './QueryErrorState.tsx';
import { EmptyState, Spinner } from './states.tsx';
import { inSentence, useMessages } from '@tessera/shared/ui/messages';
import { useLocale } from '@tessera/shared/i18n';
import * as kitWords from '../locales/en/kit.arb';

/** The frame of a list on the home screen: title, actions, and the loading / error / empty states of its list. */
export function ListSection<T>({
  title,
  query,
  emptyTitle,
  emptyText,
  actions,
  children,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  emptyTitle: string;
  /** What the empty list is for, said under its title. */
  emptyText?: string;
  actions?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <Card
      title={
        <span className="flex items-center justify-between gap-3">
          <span>{title}</span>
          {actions && <span className="flex gap-2">{actions}</span>}
        </span>
      }
    >
      {query.isPending ? (
        <Spinner label={t(kitWords.listLoading, { items: inSentence(title, locale) })} />
      ) : query.isError ? (
        <div className="p-4">
          <QueryErrorState title={t(kitWords.listSectionLoadFailed, { title })} query={query} />
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

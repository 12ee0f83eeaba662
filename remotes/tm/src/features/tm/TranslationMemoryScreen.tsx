import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { tmApi } from '@tessera/shared';
import { Badge, Card, EmptyState, ErrorState, Page, PageHeader, Spinner, linkClass } from '@tessera/shared/ui';

/**
 * The translation-memory screen (spec §2: /tm/:id). Today's API gives memories only as a list
 * (GET /translation_memory/), so this shows the memory's list entry; the TM issue adds its units and search.
 */
export function TranslationMemoryScreen() {
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['translation-memories', 'list'],
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
  });

  if (query.isPending) return <Spinner label="Loading the translation memory…" />;
  if (query.isError) {
    return (
      <Page>
        <ErrorState title="The translation memory could not be loaded" message={query.error.message} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  const memory = query.data.find((m) => m.id === id);
  if (!memory) {
    return (
      <Page>
        <EmptyState title="Translation memory not found">
          There is no translation memory {Number.isFinite(id) ? `#${id}` : 'with this id'}. <Link className={linkClass} to="/">Back to the home page</Link>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader
        breadcrumb={<Link className={linkClass} to="/">Home</Link>}
        title={memory.name}
        subtitle={
          <>
            <Badge tone={memory.processing_status === 'done' ? 'success' : memory.processing_status === 'error' ? 'danger' : 'info'}>
              {memory.processing_status}
            </Badge>
            <span>
              {memory.source_lang} → {memory.target_lang}
            </span>
          </>
        }
      />
      <Card title="Contents">
        <p className="p-4 text-sm text-slate-700">
          <span className="text-lg font-semibold tabular-nums text-slate-900">{memory.records_count}</span> translation units, created{' '}
          {new Date(memory.created_at).toLocaleDateString()}.
        </p>
        {memory.processing_error && <p className="px-4 pb-4 text-sm text-red-700">{memory.processing_error}</p>}
      </Card>
    </Page>
  );
}

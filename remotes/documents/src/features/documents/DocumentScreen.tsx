import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { documentsApi } from '@tessera/shared';
import { Badge, Card, EmptyState, ErrorState, Page, PageHeader, Spinner, linkClass } from '@tessera/shared/ui';

/**
 * The document screen (spec §2: /document/:id). Today's API gives documents only as a list (GET /document/),
 * so this shows the document's list entry; the documents issue adds its segments.
 */
export function DocumentScreen() {
  const id = Number(useParams().id);
  const query = useQuery({ queryKey: ['documents', 'list'], queryFn: ({ signal }) => documentsApi.listDocuments(signal) });

  if (query.isPending) return <Spinner label="Loading the document…" />;
  if (query.isError) {
    return (
      <Page>
        <ErrorState title="The document could not be loaded" message={query.error.message} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  const document = query.data.find((d) => d.id === id);
  if (!document) {
    return (
      <Page>
        <EmptyState title="Document not found">
          There is no document {Number.isFinite(id) ? `#${id}` : 'with this id'}. <Link className={linkClass} to="/">Back to the home page</Link>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader
        breadcrumb={<Link className={linkClass} to="/">Home</Link>}
        title={document.name}
        subtitle={
          <>
            <Badge>{document.type}</Badge>
            <Badge tone={document.status === 'done' ? 'success' : document.status === 'error' ? 'danger' : 'info'}>{document.status}</Badge>
            <span>
              {document.source_lang} → {document.target_lang}
            </span>
          </>
        }
      />
      <Card title="Progress">
        <dl className="grid grid-cols-2 gap-4 p-4 text-sm sm:grid-cols-4">
          <Figure label="Segments" value={document.records_count} />
          <Figure label="Approved segments" value={document.approved_records_count} />
          <Figure label="Words" value={document.words_count} />
          <Figure label="Approved words" value={document.approved_words_count} />
        </dl>
        {document.processing_error && <p className="px-4 pb-4 text-sm text-red-700">{document.processing_error}</p>}
      </Card>
    </Page>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

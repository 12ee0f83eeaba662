import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { documentsApi } from '@tessera/shared';
import { Badge, TBody, THead, Table, Td, Th, Tr, linkClass } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';

export const documentsQueryKey = ['documents', 'list'] as const;

export function DocumentsSection() {
  const query = useQuery({ queryKey: documentsQueryKey, queryFn: ({ signal }) => documentsApi.listDocuments(signal) });
  return (
    <ListSection title="Documents" query={query} emptyTitle="No documents yet">
      {(documents) => (
        <Table label="Documents">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th className="w-24">Type</Th>
              <Th className="w-28">Status</Th>
              <Th className="w-40 text-right">Approved</Th>
            </Tr>
          </THead>
          <TBody>
            {documents.map((document) => (
              <Tr key={document.id}>
                <Td>
                  <Link className={linkClass} to={pathTo('document', { id: document.id })}>
                    {document.name}
                  </Link>
                </Td>
                <Td>{document.type}</Td>
                <Td>
                  <Badge tone={document.status === 'done' ? 'success' : document.status === 'error' ? 'danger' : 'info'}>{document.status}</Badge>
                </Td>
                <Td className="text-right tabular-nums">
                  {document.approved_records_count} / {document.records_count}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </ListSection>
  );
}

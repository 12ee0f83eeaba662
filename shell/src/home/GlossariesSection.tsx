import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { glossaryApi } from '@tessera/shared';
import { Badge, TBody, THead, Table, Td, Th, Tr, linkClass } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';

export const glossariesQueryKey = ['glossaries', 'list'] as const;

export function GlossariesSection() {
  const query = useQuery({ queryKey: glossariesQueryKey, queryFn: ({ signal }) => glossaryApi.listGlossaries(signal) });
  return (
    <ListSection title="Glossaries" query={query} emptyTitle="No glossaries yet">
      {(glossaries) => (
        <Table label="Glossaries">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th className="w-32">Languages</Th>
              <Th className="w-28">Status</Th>
              <Th className="w-32 text-right">Records</Th>
            </Tr>
          </THead>
          <TBody>
            {glossaries.map((glossary) => (
              <Tr key={glossary.id}>
                <Td>
                  <Link className={linkClass} to={pathTo('glossary', { id: glossary.id })}>
                    {glossary.name}
                  </Link>
                </Td>
                <Td>
                  {glossary.source_lang} → {glossary.target_lang}
                </Td>
                <Td>
                  <Badge tone={glossary.processing_status === 'done' ? 'success' : glossary.processing_status === 'error' ? 'danger' : 'info'}>
                    {glossary.processing_status}
                  </Badge>
                </Td>
                <Td className="text-right tabular-nums">{glossary.records_count}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </ListSection>
  );
}

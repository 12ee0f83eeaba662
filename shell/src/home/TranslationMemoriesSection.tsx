import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { tmApi } from '@tessera/shared';
import { Badge, TBody, THead, Table, Td, Th, Tr, linkClass } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';

export const translationMemoriesQueryKey = ['translation-memories', 'list'] as const;

export function TranslationMemoriesSection() {
  const query = useQuery({
    queryKey: translationMemoriesQueryKey,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
  });
  return (
    <ListSection title="Translation memories" query={query} emptyTitle="No translation memories yet">
      {(memories) => (
        <Table label="Translation memories">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th className="w-32">Languages</Th>
              <Th className="w-28">Status</Th>
              <Th className="w-32 text-right">Units</Th>
            </Tr>
          </THead>
          <TBody>
            {memories.map((memory) => (
              <Tr key={memory.id}>
                <Td>
                  <Link className={linkClass} to={pathTo('tm', { id: memory.id })}>
                    {memory.name}
                  </Link>
                </Td>
                <Td>
                  {memory.source_lang} → {memory.target_lang}
                </Td>
                <Td>
                  <Badge tone={memory.processing_status === 'done' ? 'success' : memory.processing_status === 'error' ? 'danger' : 'info'}>
                    {memory.processing_status}
                  </Badge>
                </Td>
                <Td className="text-right tabular-nums">{memory.records_count}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </ListSection>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { glossaryApi, useCurrentUser } from '@tessera/shared';
import type { Glossary } from '@tessera/shared/contract';
import { Button, ProcessingBadge, TBody, THead, Table, Td, Th, Tr, languagePair, linkClass } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';
import { ImportGlossaryDialog, NewGlossaryDialog } from './glossaryDialogs.tsx';
import { can } from '@tessera/shared/contract';

export const glossariesQueryKey = ['glossaries', 'list'] as const;

const running = (g: Glossary) =>
  g.processing_status === 'pending' || g.processing_status === 'processing' || g.processing_status === 'uploaded';

export function GlossariesSection() {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const query = useQuery({
    queryKey: glossariesQueryKey,
    queryFn: ({ signal }) => glossaryApi.listGlossaries(signal),
    // While an import runs, keep its progress moving on the home screen too.
    refetchInterval: (q) => (q.state.data?.some(running) ? 2000 : false),
  });
  const manage = can(user, 'glossary.manage');

  return (
    <>
      <ListSection
        title="Glossaries"
        query={query}
        emptyTitle="No glossaries yet"
        actions={
          manage && (
            <>
              <Button size="sm" onClick={() => setDialog('import')}>
                Import glossary
              </Button>
              <Button size="sm" variant="primary" onClick={() => setDialog('new')}>
                New glossary
              </Button>
            </>
          )
        }
      >
        {(glossaries) => (
          <Table label="Glossaries">
            <THead>
              <Tr>
                <Th>Name</Th>
                <Th className="w-32">Languages</Th>
                <Th className="w-36">Status</Th>
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
                    {glossary.processing_status === 'error' && glossary.processing_error && (
                      <p className="text-xs text-red-700">{glossary.processing_error}</p>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{languagePair(glossary.source_lang, glossary.target_lang)}</Td>
                  <Td>
                    <ProcessingBadge status={glossary.processing_status} progress={glossary.processing_progress} />
                  </Td>
                  <Td className="text-right tabular-nums">{glossary.records_count.toLocaleString('en')}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </ListSection>
      {dialog === 'new' && <NewGlossaryDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportGlossaryDialog onClose={() => setDialog(null)} />}
    </>
  );
}

/**
 * Glossaries on the home screen: the list with record counts and import status; users with glossary.manage can
 * create an empty glossary or import a file. The dialogs load when first opened, so the home screen does not
 * download them.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { glossaryApi, listKeys, useCurrentUser } from '@tessera/shared';
import { can } from '@tessera/shared/contract';
import {
  Button,
  ListSection,
  ProcessingBadge,
  TBody,
  THead,
  Table,
  Td,
  Th,
  Tr,
  isImportRunning,
  languagePair,
  linkClass,
} from '@tessera/shared/ui';
import { glossaryPath } from './paths.ts';

const NewGlossaryDialog = lazy(() => import('./GlossaryDialogs.tsx').then((m) => ({ default: m.NewGlossaryDialog })));
const ImportGlossaryDialog = lazy(() =>
  import('./GlossaryDialogs.tsx').then((m) => ({ default: m.ImportGlossaryDialog })),
);

export function GlossariesSection() {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const query = useQuery({
    queryKey: listKeys.glossaries,
    queryFn: ({ signal }) => glossaryApi.listGlossaries(signal),
    // While an import runs, keep its progress moving on the home screen too.
    refetchInterval: (q) => (q.state.data?.some(isImportRunning) ? 2000 : false),
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
                    <Link className={linkClass} to={glossaryPath(glossary.id)}>
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
      <Suspense>
        {dialog === 'new' && <NewGlossaryDialog onClose={() => setDialog(null)} />}
        {dialog === 'import' && <ImportGlossaryDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}

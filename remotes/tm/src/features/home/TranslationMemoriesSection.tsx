/**
 * Translation memories on the home screen: the list with unit counts and import status; users with tm.manage
 * can create an empty TM or import a TMX file (upload progress here, then the TM's screen shows the background
 * import's progress). The dialogs load when first opened, so the home screen does not download them.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listKeys, tmApi, useCurrentUser } from '@tessera/shared';
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
import { tmPath } from './paths.ts';

const NewTmDialog = lazy(() => import('./TmDialogs.tsx').then((m) => ({ default: m.NewTmDialog })));
const ImportTmxDialog = lazy(() => import('./TmDialogs.tsx').then((m) => ({ default: m.ImportTmxDialog })));

export function TranslationMemoriesSection() {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const query = useQuery({
    queryKey: listKeys.translationMemories,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
    refetchInterval: (q) => (q.state.data?.some(isImportRunning) ? 2000 : false),
  });
  const manage = can(user, 'tm.manage');
  return (
    <>
      <ListSection
        title="Translation memories"
        query={query}
        emptyTitle="No translation memories yet"
        actions={
          manage && (
            <>
              <Button size="sm" onClick={() => setDialog('import')}>
                Import TMX
              </Button>
              <Button size="sm" variant="primary" onClick={() => setDialog('new')}>
                New memory
              </Button>
            </>
          )
        }
      >
        {(memories) => (
          <Table label="Translation memories">
            <THead>
              <Tr>
                <Th>Name</Th>
                <Th className="w-36">Languages</Th>
                <Th className="w-36">Status</Th>
                <Th className="w-32 text-right">Units</Th>
              </Tr>
            </THead>
            <TBody>
              {memories.map((memory) => (
                <Tr key={memory.id}>
                  <Td>
                    <Link className={linkClass} to={tmPath(memory.id)}>
                      {memory.name}
                    </Link>
                    {memory.processing_status === 'error' && memory.processing_error && (
                      <p className="text-xs text-red-700">{memory.processing_error}</p>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{languagePair(memory.source_lang, memory.target_lang)}</Td>
                  <Td>
                    <ProcessingBadge status={memory.processing_status} progress={memory.processing_progress} />
                  </Td>
                  <Td className="text-right tabular-nums">{memory.records_count.toLocaleString('en')}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </ListSection>
      <Suspense>
        {dialog === 'new' && <NewTmDialog onClose={() => setDialog(null)} />}
        {dialog === 'import' && <ImportTmxDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}

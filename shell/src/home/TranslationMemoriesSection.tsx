/**
 * Translation memories on the home screen: the list with unit counts and import status; users with
 * tm.manage can create an empty TM or import a TMX file (upload progress here, then the TM's screen shows
 * the background import's progress).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { tmApi, useCurrentUser } from '@tessera/shared';
import { CreateTranslationMemoryBody, TmName, can } from '@tessera/shared/contract';
import type { TranslationMemory } from '@tessera/shared/contract';
import { Button, ProcessingBadge, TBody, THead, Table, Td, Th, Tr, languagePair, linkClass } from '@tessera/shared/ui';
import { pathTo } from '../app/routes.ts';
import { ListSection } from './ListSection.tsx';
import { ImportResourceDialog, NewResourceDialog } from './resourceDialogs.tsx';
import type { ResourceKind } from './resourceDialogs.tsx';

export const translationMemoriesQueryKey = ['translation-memories', 'list'] as const;

/** The server takes TMX files up to 2 GB (TMs are often millions of units). */
export const MAX_TMX_BYTES = 2 * 1024 * 1024 * 1024;

/** tm.manage: managers and admins (the server checks it again on every call). */

const running = (tm: TranslationMemory) =>
  tm.processing_status === 'pending' || tm.processing_status === 'processing' || tm.processing_status === 'uploaded';

export function TranslationMemoriesSection() {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const query = useQuery({
    queryKey: translationMemoriesQueryKey,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
    refetchInterval: (q) => (q.state.data?.some(running) ? 2000 : false),
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
                    <Link className={linkClass} to={pathTo('tm', { id: memory.id })}>
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
      {dialog === 'new' && <NewTmDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportTmxDialog onClose={() => setDialog(null)} />}
    </>
  );
}

const memories: ResourceKind = {
  noun: 'Translation memory',
  nameSchema: TmName,
  sameLanguage: 'Choose a language other than the source.',
  listKey: ['translation-memories'],
  pathOf: (id) => pathTo('tm', { id }),
  importNoun: 'translation memory',
  fetchOne: (id) => tmApi.getTranslationMemory(id),
};

function NewTmDialog({ onClose }: { onClose: () => void }) {
  return (
    <NewResourceDialog
      kind={memories}
      title="New translation memory"
      submitLabel="Create memory"
      failureTitle="The translation memory could not be created"
      body={CreateTranslationMemoryBody}
      create={tmApi.createTranslationMemory}
      onClose={onClose}
    />
  );
}

function ImportTmxDialog({ onClose }: { onClose: () => void }) {
  return (
    <ImportResourceDialog
      kind={memories}
      title="Import TMX"
      file={{
        label: 'TMX file',
        accept: '.tmx,.xml',
        hint: "TMX 1.1 to 1.4b, up to 2 GB. Without languages, the file's srclang and its other language are used.",
        limit: { bytes: MAX_TMX_BYTES, words: '2 GB' },
        missing: 'Choose a TMX file.',
      }}
      failureTitle="The file could not be uploaded"
      upload={tmApi.importTranslationMemory}
      onClose={onClose}
    />
  );
}

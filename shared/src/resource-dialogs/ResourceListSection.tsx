import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { can, useCurrentUser } from '@tessera/shared';
import type { Permission } from '@tessera/shared';
import {
  Button,
  ListSection,
  ProcessingBadge,
  ResourceNameCell,
  TBody,
  Table,
  Td,
  Tr,
  isImportRunning,
  languagePair,
  lazyPart,
} from '@tessera/shared/ui';
import type { ImportedItem } from '@tessera/shared/ui';
import type { ResourceKind } from './ResourceDialogs.tsx';
import { useFormats, useLocale } from '@tessera/shared/i18n';
import { inSentence, messagesIn, useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type ListedResource = ImportedItem & {
  records_count: number;
  source_lang: string | null;
  target_lang: string | null;
};

type DialogComponent = (props: { onClose: () => void }) => ReactNode;

/** What a kind's home dialogs module exports: its "New …" and "Import …" dialogs. */
export type HomeDialogs = { NewDialog: DialogComponent; ImportDialog: DialogComponent };

export type ResourceListSectionProps<T extends ListedResource> = {
  /** Users with its `managePermission` may create and import. */
  kind: ResourceKind & { managePermission: Permission; list: (signal: AbortSignal) => Promise<T[]> };
  newLabel: string;
  importLabel: string;
  /** Loads the dialogs module when a dialog is first opened, so the home screen does not download them. */
  dialogs: () => Promise<HomeDialogs>;
};

/**
 * Glossaries or translation memories on the home screen: the list with languages, import status and record
 * counts (refreshed while an import runs, so its progress moves here too), and for managers "New" and "Import".
 */
export function ResourceListSection<T extends ListedResource>({
  kind,
  newLabel,
  importLabel,
  dialogs,
}: ResourceListSectionProps<T>) {
  const manage = can(useCurrentUser(), kind.managePermission);
  const t = useMessages();
  const f = useFormats();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  // Each with its own loading and failure states (`lazyPart`).
  const [{ NewDialog, ImportDialog }] = useState(() => ({
    NewDialog: lazyPart(dialogs, 'NewDialog', {
      what: () => messagesIn()(kitWords.resourceNewDialogWhat, { action: inSentence(newLabel) }),
    }),
    ImportDialog: lazyPart(dialogs, 'ImportDialog', { what: () => messagesIn()(kitWords.resourceImportDialogWhat) }),
  }));
  const query = useQuery({
    queryKey: kind.keys.list,
    queryFn: ({ signal }) => kind.list(signal),
    refetchInterval: (q) => (q.state.data?.some(isImportRunning) ? 2000 : false),
  });
  const close = () => setDialog(null);

  return (
    <>
      <ListSection
        title={kind.plural}
        query={query}
        emptyTitle={t(kitWords.resourceListEmpty, { items: inSentence(kind.plural, locale) })}
        actions={
          manage && (
            <>
              <Button size="sm" onClick={() => setDialog('import')}>
                {importLabel}
              </Button>
              <Button size="sm" variant="primary" onClick={() => setDialog('new')}>
                {newLabel}
              </Button>
            </>
          )
        }
      >
        {(items) => (
          <Table
            label={kind.plural}
            columns={[
              t(kitWords.resourceColumnName),
              [t(kitWords.resourceColumnLanguages), 'w-36'],
              [t(kitWords.resourceColumnStatus), 'w-36'],
              [kind.records.Many, 'w-32 text-end'],
            ]}
          >
            <TBody>
              {items.map((item) => (
                <Tr key={item.id}>
                  <ResourceNameCell
                    to={kind.pathOf(item.id)}
                    name={item.name}
                    failure={item.processing_status === 'error' && item.processing_error}
                  />
                  <Td className="whitespace-nowrap">{languagePair(item.source_lang, item.target_lang)}</Td>
                  <Td>
                    <ProcessingBadge status={item.processing_status} progress={item.processing_progress} />
                  </Td>
                  <Td className="text-end tabular-nums">{f.number(item.records_count)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </ListSection>
      {dialog === 'new' && <NewDialog onClose={close} />}
      {dialog === 'import' && <ImportDialog onClose={close} />}
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Message } from '@tessera/shared/i18n/catalog';
import { Badge, Button, PageHeader, isImportRunning, languagePair, lazyPart, linkClass } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '@tessera/shared/ui/messages';
import type {
  ImportIntoResourceDialogProps,
  ResourceDialog,
  ResourceScreenKind,
  ScreenItem,
} from './ResourceScreenDialogs.tsx';
import * as kitWords from '../locales/en/kit.arb';

// The screen's dialogs load when first opened: a screen shows none until its manager asks.
const dialogs = () => import('./ResourceScreenDialogs.tsx');
const what = (message: Message<'kit'>) => ({ what: () => messagesIn()(message) });
const RenameResourceDialog = lazyPart(dialogs, 'RenameResourceDialog', what(kitWords.resourceRenameDialogWhat));
const ImportIntoResourceDialog = lazyPart(dialogs, 'ImportIntoResourceDialog', what(kitWords.resourceImportDialogWhat));
const DeleteResourceDialog = lazyPart(dialogs, 'DeleteResourceDialog', what(kitWords.resourceDeleteDialogWhat));

/** What a screen's header shows besides what its kind says. */
export type ResourceHeaderParts<T extends ScreenItem> = {
  /** More of the subtitle, after the records count. */
  details?: ReactNode;
  /** The export action, first of the manager's actions. */
  exportAction: ReactNode;
  /** The dialog that imports a file into the resource: its title, file field and call. */
  importInto: Pick<ImportIntoResourceDialogProps<T>, 'title' | 'file' | 'choice' | 'upload'>;
};

type ResourceHeaderProps<T extends ScreenItem> = ResourceHeaderParts<T> & {
  kind: ResourceScreenKind<T>;
  item: T;
  /** The kind's `*.manage` permission: export, import, rename, delete. */
  manage: boolean;
  dialog: ResourceDialog | null;
  setDialog: (dialog: ResourceDialog | null) => void;
};

/**
 * The header of a glossary's or TM's screen: name, languages, records count, and for managers export, import,
 * rename and delete, with the dialogs they open.
 */
export function ResourceHeader<T extends ScreenItem>({
  kind,
  item,
  manage,
  dialog,
  setDialog,
  details,
  exportAction,
  importInto,
}: ResourceHeaderProps<T>) {
  const { importLabel, deleteLabel, deleteWhileImporting } = kind.screen;
  const importing = isImportRunning(item);
  const deletable = deleteWhileImporting || !importing;
  const close = () => setDialog(null);
  const t = useMessages();

  return (
    <>
      <PageHeader
        breadcrumb={
          <Link to="/" className={linkClass}>
            {kind.plural}
          </Link>
        }
        title={item.name}
        subtitle={
          <>
            <Badge tone="info">
              <span aria-label={t(kitWords.resourceLanguages)}>{languagePair(item.source_lang, item.target_lang)}</span>
            </Badge>
            {/* A fixed test id in every language: records-count, units-count. */}
            <span data-testid={`${kind.records.kind}s-count`}>
              {t(kitWords.resourceRecordsCount, {
                kind: kind.records.kind,
                count: item.records_count,
                one: kind.records.one,
                many: kind.records.many,
              })}
            </span>
            {details}
          </>
        }
        actions={
          manage && (
            <>
              {exportAction}
              {!importing && <Button onClick={() => setDialog('import')}>{importLabel}</Button>}
              <Button onClick={() => setDialog('rename')}>{t(kitWords.resourceRename)}</Button>
              {deletable && (
                <Button variant="danger-subtle" onClick={() => setDialog('delete')}>
                  {deleteLabel}
                </Button>
              )}
            </>
          )
        }
      />
      {manage && dialog === 'rename' && <RenameResourceDialog kind={kind} item={item} onClose={close} />}
      {manage && dialog === 'import' && !importing && (
        <ImportIntoResourceDialog kind={kind} item={item} {...importInto} onClose={close} />
      )}
      {manage && dialog === 'delete' && deletable && <DeleteResourceDialog kind={kind} item={item} onClose={close} />}
    </>
  );
}

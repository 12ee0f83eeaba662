/**
 * The dialogs of a glossary's or translation memory's own screen: import a file into it, rename it, delete it,
 * and the toast that follows an import to its end. What differs per kind (calls, query keys, wording) comes in
 * as a ResourceScreenKind.
 */
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@tessera/shared';
import type { Permission } from '@tessera/shared';
import { DeleteDialog, ImportFileDialog, RenameDialog, trackImport, useToast } from '@tessera/shared/ui';
import type { ImportFileChoice, ImportFileField, ImportedItem } from '@tessera/shared/ui';
import type { ResourceKind } from './ResourceDialogs.tsx';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/** A resource with a screen of its own: its records count shows in the dialogs. */
export type ScreenResource = ImportedItem & { records_count: number };

/** A resource on its screen, with its languages. */
export type ScreenItem = ScreenResource & { source_lang: string | null; target_lang: string | null };

/** The dialogs of a resource's screen: opened from the header, the failed-import alert, or a toast's choice. */
export type ResourceDialog = 'rename' | 'import' | 'delete';

export type ResourceScreenKind<T extends ScreenResource> = ResourceKind & {
  /** The query keys of one resource and of its records (`resourceQueries`). */
  keys: { one: (id: number) => readonly unknown[]; records: (id: number) => readonly unknown[] };
  /** Every one of this kind, for the home list. */
  list: (signal: AbortSignal) => Promise<T[]>;
  fetchOne: (id: number, signal?: AbortSignal) => Promise<T>;
  rename: (id: number, body: { name: string }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Rename, import and delete: "glossary.manage". */
  managePermission: Permission;
  /** The screen's words: its spinner, its way home, its actions. */
  screen: {
    /** "Loading glossary…" */
    loading: string;
    /** The not-found page's link home: "Back to all glossaries". */
    back: string;
    /** "Import file", "Import TMX": offered while no import runs. */
    importLabel: string;
    /** "Delete glossary": the header's button, the dialog's confirmation, the failed import's choice. */
    deleteLabel: string;
    /** Whether Delete is offered while an import runs. */
    deleteWhileImporting: boolean;
    /** The running import's title: "Importing records…". */
    importing: (item: T) => string;
  };
};

/** The prefix of every home-list query of this kind, so lists filtered any way refresh too. */
const listPrefix = <T extends ScreenResource>(kind: ResourceScreenKind<T>) => kind.keys.list.slice(0, 1);

/** Loaded when a name is first checked: the screen itself does not download the contract's schemas. */
const resourceName = async () => (await import('@tessera/shared/contract')).ResourceName;

/**
 * Follows an import into one resource in a toast until it ends (whatever screen the user is on by then); the
 * failed toast's choices come back to its screen with the dialog open.
 */
export function useFollowResourceImport<T extends ScreenResource>(kind: ResourceScreenKind<T>) {
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (item: T) =>
    trackImport(toast, {
      item,
      noun: kind.records.owner,
      kind: kind.id,
      fetch: () => kind.fetchOne(item.id),
      isGone: (error) => isApiError(error, 404),
      onTryAnother: () => void navigate(`${kind.pathOf(item.id)}?then=import`),
      onDelete: () => void navigate(`${kind.pathOf(item.id)}?then=delete`),
      onEnd: (ended) => {
        client.setQueryData(kind.keys.one(item.id), ended);
        void client.invalidateQueries({ queryKey: kind.keys.records(item.id) });
        void client.invalidateQueries({ queryKey: listPrefix(kind) });
      },
    });
}

/** What each dialog of a resource's screen is given: the kind, the resource, and how to close. */
type ResourceDialogProps<T extends ScreenResource> = { kind: ResourceScreenKind<T>; item: T; onClose: () => void };

export type ImportIntoResourceDialogProps<T extends ScreenResource> = ResourceDialogProps<T> & {
  title: string;
  file: ImportFileField;
  /** A choice besides the file (a glossary's import mode), handed to `upload`. */
  choice?: ImportFileChoice;
  upload: (file: File, onProgress: (fraction: number) => void, chosen?: string) => Promise<T>;
};

/** "Import file" into an existing resource: the file's records join its own; a toast follows the import. */
export function ImportIntoResourceDialog<T extends ScreenResource>({
  kind,
  item,
  title,
  file,
  choice,
  upload,
  onClose,
}: ImportIntoResourceDialogProps<T>) {
  const client = useQueryClient();
  const followImport = useFollowResourceImport(kind);
  return (
    <ImportFileDialog
      title={title}
      file={file}
      choice={choice}
      upload={upload}
      onStarted={(started) => {
        client.setQueryData(kind.keys.one(item.id), started);
        void client.invalidateQueries({ queryKey: listPrefix(kind) });
        followImport(started);
      }}
      onClose={onClose}
      describeError={errorMessage}
    />
  );
}

export function RenameResourceDialog<T extends ScreenResource>({ kind, item, onClose }: ResourceDialogProps<T>) {
  const client = useQueryClient();
  const toast = useToast();
  const t = useMessages();
  const rename = async (name: string) => {
    await kind.rename(item.id, { name });
    client.setQueryData<T>(kind.keys.one(item.id), (old) => old && { ...old, name });
    await client.invalidateQueries({ queryKey: listPrefix(kind) });
    toast.show(t(kitWords.resourceRenamed, { kind: kind.id, noun: kind.noun }));
  };
  return (
    <RenameDialog
      title={t(kitWords.resourceRenameTitle, { kind: kind.id, owner: kind.records.owner })}
      label={t(kitWords.resourceNameField, { kind: kind.id, noun: kind.noun })}
      currentName={item.name}
      schema={resourceName}
      maxLength={200}
      onRename={rename}
      onClose={onClose}
    />
  );
}

export function DeleteResourceDialog<T extends ScreenResource>({ kind, item, onClose }: ResourceDialogProps<T>) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useMessages();
  const remove = async () => {
    await kind.remove(item.id);
    client.removeQueries({ queryKey: kind.keys.one(item.id) });
    void client.invalidateQueries({ queryKey: listPrefix(kind) });
    toast.show(t(kitWords.resourceDeleted, { kind: kind.id, noun: kind.noun, name: item.name }));
    navigate('/');
  };
  const message: ReactNode = (
    <>
      {richMessage(t, kitWords.resourceDeleteMessage, {
        kind: kind.id,
        name: <strong className="font-semibold">{item.name}</strong>,
        count: item.records_count,
        one: kind.records.one,
        many: kind.records.many,
      })}
    </>
  );
  return (
    <DeleteDialog
      title={t(kitWords.resourceDeleteTitle, { kind: kind.id, owner: kind.records.owner })}
      message={message}
      confirmLabel={kind.screen.deleteLabel}
      onDelete={remove}
      onClose={onClose}
    />
  );
}

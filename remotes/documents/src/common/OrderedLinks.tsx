import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { listKeys } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import * as tmApi from '@tessera/shared/api/tm';
import { errorMessage } from './documentQueries.ts';
import type { TmLinkMode } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { Button, Checkbox, Select, languagePair } from '@tessera/shared/ui';
import { messagesIn, useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

const MODES: readonly TmLinkMode[] = ['read', 'write'];

/**
 * How a memory is used, as the lists of a document's and of a project's memories say it: in the active locale, or
 * with `t` (this folder's `useMessages()`).
 */
export const modeLabel = (mode: TmLinkMode, t: Translate<'documents'> = messagesIn()) =>
  mode === 'write' ? t(documentsWords.linksModeWrite) : t(documentsWords.linksModeRead);

/**
 * The labels of modeLabel by mode, each read in the active locale when it is read.
 * @deprecated Call `modeLabel(mode, t)`: a label lowercased into a sentence is English only.
 */
export const MODE_LABELS: Readonly<Record<TmLinkMode, string>> = {
  get read() {
    return modeLabel('read');
  },
  get write() {
    return modeLabel('write');
  },
};

const modeOptions = (t: Translate<'documents'>) => MODES.map((mode) => ({ value: mode, label: modeLabel(mode, t) }));

export type Item = { id: number; name: string; inherited?: boolean };
/** A memory or glossary that can be linked. */
export type Candidate = { id: number; name: string; source_lang: string | null; target_lang: string | null };
export type TmItem = Item & { mode: TmLinkMode };

/** A list of memories or glossaries being edited, and whether it differs from the saved one it started from. */
export interface EditedLinks<T extends Item> {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  changed: boolean;
}

/** Whether two memories of the same place in their lists are used alike. */
export const sameMode = (a: TmItem, b: TmItem) => a.mode === b.mode;

/**
 * A list edited from `saved`: it has changed once its order or links differ, or a link differs by `same` from
 * the saved one at its place.
 */
export function useEditedLinks<T extends Item>(saved: T[], same: (a: T, b: T) => boolean = () => true): EditedLinks<T> {
  const [items, setItems] = useState(saved);
  const changed =
    items.length !== saved.length ||
    items.some((item, index) => item.id !== saved[index]!.id || !same(item, saved[index]!));
  return { items, setItems, changed };
}

/** For a document in a project: whether it uses the project's list (shown, not edited here) rather than its own. */
export type InheritBox = { checked: boolean; onChange: (checked: boolean) => void; label: string };

/** A memory list being edited, each memory read or read and write; any memory there is may be added. */
export function MemoryLinks({
  list,
  hint,
  inherit,
}: {
  list: EditedLinks<TmItem>;
  hint: string;
  inherit?: InheritBox;
}) {
  // The home screen's key for the same list: one cache entry.
  const all = useQuery({
    queryKey: listKeys.translationMemories,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
  });
  return (
    <OrderedLinks
      kind="tm"
      inherit={inherit}
      hint={hint}
      items={list.items}
      onChange={list.setItems}
      candidates={all}
      // The first memory receives the confirmed segments unless someone says otherwise: a project's only memory
      // that stays empty is what nobody wants; later ones are read-only references until chosen otherwise.
      linkOf={(tm, linked): TmItem => ({ id: tm.id, name: tm.name, mode: linked.length === 0 ? 'write' : 'read' })}
      renderExtra={(item) => <TmModeSelect item={item} setItems={list.setItems} />}
    />
  );
}

/** A glossary list being edited; any glossary there is may be added. */
export function GlossaryLinks({
  list,
  hint,
  inherit,
}: {
  list: EditedLinks<Item>;
  hint?: string;
  inherit?: InheritBox;
}) {
  // The home screen's key for the same list: one cache entry.
  const all = useQuery({ queryKey: listKeys.glossaries, queryFn: ({ signal }) => glossaryApi.listGlossaries(signal) });
  return (
    <OrderedLinks
      kind="glossary"
      inherit={inherit}
      hint={hint}
      items={list.items}
      onChange={list.setItems}
      candidates={all}
      linkOf={(glossary) => ({ id: glossary.id, name: glossary.name })}
    />
  );
}

/** The mode of one memory of a list being edited (read, or read and write), set in place in that list. */
export function TmModeSelect({
  item,
  setItems,
}: {
  item: TmItem;
  setItems: (update: (items: TmItem[]) => TmItem[]) => void;
}) {
  const t = useMessages();
  return (
    <Select
      label={t(documentsWords.linksModeOf, { name: item.name })}
      hideLabel
      options={modeOptions(t)}
      value={item.mode}
      onChange={(event) => {
        const mode = event.target.value as TmLinkMode;
        setItems((items) => items.map((other) => (other.id === item.id ? { ...other, mode } : other)));
      }}
      fieldClassName="w-44"
    />
  );
}

/**
 * A list of memories or glossaries in priority order, edited: each moved up or down or removed, others added from
 * those there are. A document's list may instead follow its project's (`inherit`).
 */
export function OrderedLinks<T extends Item>({
  kind,
  inherit,
  hint,
  items,
  onChange,
  candidates,
  linkOf,
  renderExtra,
}: {
  /** Translation memories or glossaries. */
  kind: 'tm' | 'glossary';
  inherit?: InheritBox;
  hint?: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** Every memory or glossary there is; those not linked yet are offered to add. */
  candidates: UseQueryResult<Candidate[]>;
  /** The link a chosen candidate becomes, added to those `linked` already. */
  linkOf: (candidate: Candidate, linked: readonly T[]) => T;
  renderExtra?: (item: T) => ReactNode;
}) {
  const t = useMessages();
  const [chosen, setChosen] = useState('');
  const options = (candidates.data ?? [])
    .filter((candidate) => !items.some((linked) => linked.id === candidate.id))
    .map((candidate) => ({
      value: String(candidate.id),
      label: `${candidate.name} (${languagePair(candidate.source_lang, candidate.target_lang)})`,
    }));
  const optionsError = candidates.isError ? errorMessage(candidates.error) : undefined;
  const add = (id: number) => {
    const candidate = candidates.data?.find((other) => other.id === id);
    if (candidate) onChange([...items, linkOf(candidate, items)]);
  };
  const headingId = kind === 'tm' ? 'links-translation-memory' : 'links-glossary';
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-800">
        {kind === 'tm' ? t(documentsWords.linksMemoriesHeading) : t(documentsWords.linksGlossariesHeading)}
      </h3>
      {hint && <p className="mb-1 text-xs text-slate-500">{hint}</p>}
      {inherit && (
        <Checkbox
          label={inherit.label}
          checked={inherit.checked}
          onChange={(event) => inherit.onChange(event.target.checked)}
        />
      )}
      {inherit?.checked ? (
        <p className="py-1 text-slate-600">
          {items.length > 0 && items[0]!.inherited
            ? t(documentsWords.linksProjectList, { names: items.map((item) => item.name).join(', ') })
            : t(documentsWords.linksProjectListUsed)}
        </p>
      ) : items.length === 0 ? (
        <p className="py-1 text-slate-600">{t(documentsWords.linksNone)}</p>
      ) : (
        <ol aria-labelledby={headingId} className="my-1 divide-y divide-slate-100 rounded-md border border-slate-200">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 px-2 py-1">
              <span className="w-5 text-end font-mono text-xs text-slate-500">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{item.name}</span>
              {renderExtra?.(item)}
              <Button
                size="sm"
                variant="ghost"
                aria-label={t(documentsWords.linksMoveUp, { name: item.name })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t(documentsWords.linksMoveDown, { name: item.name })}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="ghost-danger"
                aria-label={t(documentsWords.linksRemoveNamed, { name: item.name })}
                onClick={() => onChange(items.filter((other) => other.id !== item.id))}
              >
                {t(documentsWords.linksRemove)}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {inherit?.checked ? null : optionsError ? (
        <p className="text-red-700">
          {kind === 'tm'
            ? t(documentsWords.linksMemoriesNotLoaded, { error: optionsError })
            : t(documentsWords.linksGlossariesNotLoaded, { error: optionsError })}
        </p>
      ) : (
        <div className="flex items-end gap-2">
          <Select
            label={kind === 'tm' ? t(documentsWords.linksAddMemory) : t(documentsWords.linksAddGlossary)}
            options={[
              {
                value: '',
                label: candidates.isPending
                  ? t(documentsWords.linksLoading)
                  : options.length === 0
                    ? t(documentsWords.linksNothingMore)
                    : t(documentsWords.linksChoose),
              },
              ...options,
            ]}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            fieldClassName="min-w-0 flex-1"
          />
          <Button
            disabled={chosen === ''}
            onClick={() => {
              add(Number(chosen));
              setChosen('');
            }}
          >
            {t(documentsWords.linksAdd)}
          </Button>
        </div>
      )}
    </section>
  );
}

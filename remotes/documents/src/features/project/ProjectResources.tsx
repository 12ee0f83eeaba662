/**
 * The memories and glossaries a project's documents use (unless a document has its own lists), in priority order:
 * managers reorder them, add and remove them and choose whether a memory receives approved segments (read and
 * write), then save each list; others read them.
 */
import { useState, type ReactNode } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { errorMessage, listKeys } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import * as projectsApi from '@tessera/shared/api/projects';
import * as tmApi from '@tessera/shared/api/tm';
import type { Project } from '@tessera/shared/contract';
import { Button, Card, FailureAlert, Spinner, useToast } from '@tessera/shared/ui';
import { MODE_LABELS, OrderedLinks, TmModeSelect, type Item, type TmItem } from '../editor/links/OrderedLinks.tsx';
import { projectGlossariesKey, projectMemoriesKey } from './queries.ts';

export function ProjectResources({ project, manager }: { project: Project; manager: boolean }) {
  const memories = useQuery({
    queryKey: projectMemoriesKey(project.id),
    queryFn: ({ signal }) => projectsApi.getProjectTranslationMemories(project.id, signal),
  });
  const glossaries = useQuery({
    queryKey: projectGlossariesKey(project.id),
    queryFn: ({ signal }) => projectsApi.getProjectGlossaries(project.id, signal),
  });
  return (
    <Card title="Translation memories and glossaries">
      <div className="grid gap-6 px-4 py-3 text-sm md:grid-cols-2">
        <Loaded query={memories} what="translation memories">
          {(links) =>
            manager ? (
              <MemoriesEditor project={project} saved={links} />
            ) : (
              <ReadOnlyList
                heading="Translation memories, by priority"
                items={links.map((link) => `${link.name} (${MODE_LABELS[link.mode].toLowerCase()})`)}
              />
            )
          }
        </Loaded>
        <Loaded query={glossaries} what="glossaries">
          {(links) =>
            manager ? (
              <GlossariesEditor project={project} saved={links} />
            ) : (
              <ReadOnlyList heading="Glossaries, by priority" items={links.map((link) => link.name)} />
            )
          }
        </Loaded>
      </div>
    </Card>
  );
}

function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading the ${what}…`} />;
  if (query.isError)
    return (
      <p className="text-red-700">
        The {what} could not be loaded: {errorMessage(query.error)}
      </p>
    );
  return <div>{children(query.data)}</div>;
}

function ReadOnlyList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <section>
      <h3 className="mb-1 font-semibold text-slate-800">{heading}</h3>
      {items.length === 0 ? (
        <p className="text-slate-600">None.</p>
      ) : (
        <ol className="list-decimal pl-6">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

type SaveMutation = Pick<UseMutationResult<unknown, Error, void>, 'isPending' | 'isError' | 'error' | 'mutate'>;

const sameItems = <T extends Item>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]!.id && same(item, b[index]!));

/** An edited list with its Save button: saving puts the whole list, in this order. */
function useEditedList<T extends Item, Saved>(
  saved: T[],
  save: (items: T[]) => Promise<Saved>,
  key: readonly unknown[],
  same: (a: T, b: T) => boolean = () => true,
) {
  const client = useQueryClient();
  const toast = useToast();
  const [items, setItems] = useState(saved);
  const mutation = useMutation({
    mutationFn: () => save(items),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      toast.show('Saved');
    },
  });
  return { items, setItems, mutation, changed: !sameItems(items, saved, same) };
}

function SaveRow({ label, list }: { label: string; list: { changed: boolean; mutation: SaveMutation } }) {
  return (
    <div className="mt-2 flex items-center gap-2">
      <Button
        size="sm"
        variant="primary"
        disabled={!list.changed}
        busy={list.mutation.isPending}
        onClick={() => list.mutation.mutate()}
      >
        {label}
      </Button>
      <FailureAlert failed={list.mutation} />
    </div>
  );
}

function MemoriesEditor({ project, saved }: { project: Project; saved: TmItem[] }) {
  const all = useQuery({
    queryKey: listKeys.translationMemories,
    queryFn: ({ signal }) => tmApi.listTranslationMemories(signal),
  });
  const list = useEditedList<TmItem, TmItem[]>(
    saved.map(({ id, name, mode }) => ({ id, name, mode })),
    (items) =>
      projectsApi.putProjectTranslationMemories(project.id, { memories: items.map(({ id, mode }) => ({ id, mode })) }),
    projectMemoriesKey(project.id),
    (a, b) => a.mode === b.mode,
  );
  return (
    <>
      <OrderedLinks
        heading="Translation memories, by priority"
        hint="Matches come from every one; read and write memories also receive each segment approved in the project."
        noun="translation memory"
        items={list.items}
        onChange={list.setItems}
        candidates={all}
        linkOf={(tm): TmItem => ({ id: tm.id, name: tm.name, mode: 'read' })}
        renderExtra={(item) => <TmModeSelect item={item} setItems={list.setItems} />}
      />
      <SaveRow label="Save memories" list={list} />
    </>
  );
}

function GlossariesEditor({ project, saved }: { project: Project; saved: Item[] }) {
  const all = useQuery({ queryKey: listKeys.glossaries, queryFn: ({ signal }) => glossaryApi.listGlossaries(signal) });
  const list = useEditedList<Item, Item[]>(
    saved.map(({ id, name }) => ({ id, name })),
    (items) => projectsApi.putProjectGlossaries(project.id, { glossaries: items.map(({ id }) => ({ id })) }),
    projectGlossariesKey(project.id),
  );
  return (
    <>
      <OrderedLinks
        heading="Glossaries, by priority"
        hint="Term hits in the editor come from these; the first one's terms are listed first."
        noun="glossary"
        items={list.items}
        onChange={list.setItems}
        candidates={all}
        linkOf={(glossary) => ({ id: glossary.id, name: glossary.name })}
      />
      <SaveRow label="Save glossaries" list={list} />
    </>
  );
}

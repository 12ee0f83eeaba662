/**
 * The memories and glossaries a project's documents use (unless a document has its own lists), in priority order:
 * managers reorder them, add and remove them and choose whether a memory receives confirmed segments (read and
 * write), then save each list; others read them.
 */
import type { ReactNode } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { errorMessage } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import type { Project } from '@tessera/shared/contract';
import { Button, Card, FailureAlert, Spinner, useToast } from '@tessera/shared/ui';
import {
  GlossaryLinks,
  MemoryLinks,
  sameMode,
  useEditedLinks,
  type Item,
  type TmItem,
} from '../../common/OrderedLinks.tsx';
import { LanguageFitNotes, languageFitNote } from '../../common/LanguageFit.tsx';
import { projectGlossariesKey, projectMemoriesKey } from './queries.ts';
import { useMessages } from './panels-i18n.ts';
import * as projectPanelsWords from './locales/en/project-panels.arb';

export function ProjectResources({ project, manager }: { project: Project; manager: boolean }) {
  const memories = useQuery({
    queryKey: projectMemoriesKey(project.id),
    queryFn: ({ signal }) => projectsApi.getProjectTranslationMemories(project.id, signal),
  });
  const glossaries = useQuery({
    queryKey: projectGlossariesKey(project.id),
    queryFn: ({ signal }) => projectsApi.getProjectGlossaries(project.id, signal),
  });
  const t = useMessages();
  return (
    <Card title={t(projectPanelsWords.projectResourcesTitle)}>
      <div className="grid gap-6 px-4 py-3 text-sm md:grid-cols-2">
        <Loaded query={memories} kind="tm">
          {(links) => (
            <>
              {manager ? (
                <MemoriesEditor project={project} saved={links} />
              ) : (
                <ReadOnlyList
                  heading={t(projectPanelsWords.projectResourcesMemories)}
                  items={links.map((link) =>
                    t(projectPanelsWords.projectResourcesMemoryMode, { name: link.name, mode: link.mode }),
                  )}
                />
              )}
              <LanguageFitNotes linked={links} kind="tm" noteOf={(resource) => languageFitNote(project, resource)} />
            </>
          )}
        </Loaded>
        <Loaded query={glossaries} kind="glossary">
          {(links) => (
            <>
              {manager ? (
                <GlossariesEditor project={project} saved={links} />
              ) : (
                <ReadOnlyList
                  heading={t(projectPanelsWords.projectResourcesGlossaries)}
                  items={links.map((link) => link.name)}
                />
              )}
              <LanguageFitNotes
                linked={links}
                kind="glossary"
                noteOf={(resource) => languageFitNote(project, resource)}
              />
            </>
          )}
        </Loaded>
      </div>
    </Card>
  );
}

function Loaded<T>({
  query,
  kind,
  children,
}: {
  query: UseQueryResult<T>;
  /** The project's memories or its glossaries. */
  kind: 'tm' | 'glossary';
  children: (data: T) => ReactNode;
}) {
  const t = useMessages();
  if (query.isPending)
    return (
      <Spinner
        label={
          kind === 'tm'
            ? t(projectPanelsWords.projectResourcesMemoriesLoading)
            : t(projectPanelsWords.projectResourcesGlossariesLoading)
        }
      />
    );
  if (query.isError) {
    const error = errorMessage(query.error);
    return (
      <p className="text-red-700">
        {kind === 'tm'
          ? t(projectPanelsWords.projectResourcesMemoriesNotLoaded, { error })
          : t(projectPanelsWords.projectResourcesGlossariesNotLoaded, { error })}
      </p>
    );
  }
  return <div>{children(query.data)}</div>;
}

function ReadOnlyList({ heading, items }: { heading: string; items: string[] }) {
  const t = useMessages();
  return (
    <section>
      <h3 className="mb-1 font-semibold text-slate-800">{heading}</h3>
      {items.length === 0 ? (
        <p className="text-slate-600">{t(projectPanelsWords.projectResourcesNone)}</p>
      ) : (
        <ol className="list-decimal ps-6">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

type SaveMutation = Pick<UseMutationResult<unknown, Error, void>, 'isPending' | 'isError' | 'error' | 'mutate'>;

/** An edited list with its Save button: saving puts the whole list, in this order. */
function useSavedList<T extends Item, Saved>(
  saved: T[],
  save: (items: T[]) => Promise<Saved>,
  key: readonly unknown[],
  same?: (a: T, b: T) => boolean,
) {
  const client = useQueryClient();
  const toast = useToast();
  const t = useMessages();
  const list = useEditedLinks(saved, same);
  const mutation = useMutation({
    mutationFn: () => save(list.items),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      toast.show(t(projectPanelsWords.projectResourcesSaved));
    },
  });
  return { ...list, mutation };
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
  const list = useSavedList<TmItem, TmItem[]>(
    saved.map(({ id, name, mode }) => ({ id, name, mode })),
    (items) =>
      projectsApi.putProjectTranslationMemories(project.id, { memories: items.map(({ id, mode }) => ({ id, mode })) }),
    projectMemoriesKey(project.id),
    sameMode,
  );
  const t = useMessages();
  return (
    <>
      <MemoryLinks list={list} hint={t(projectPanelsWords.projectResourcesMemoriesHint)} />
      <SaveRow label={t(projectPanelsWords.projectResourcesSaveMemories)} list={list} />
    </>
  );
}

function GlossariesEditor({ project, saved }: { project: Project; saved: Item[] }) {
  const list = useSavedList<Item, Item[]>(
    saved.map(({ id, name }) => ({ id, name })),
    (items) => projectsApi.putProjectGlossaries(project.id, { glossaries: items.map(({ id }) => ({ id })) }),
    projectGlossariesKey(project.id),
  );
  const t = useMessages();
  return (
    <>
      <GlossaryLinks list={list} hint={t(projectPanelsWords.projectResourcesGlossariesHint)} />
      <SaveRow label={t(projectPanelsWords.projectResourcesSaveGlossaries)} list={list} />
    </>
  );
}

/**
 * Projects on the home screen: each with its progress and documents; managers create them, upload into them,
 * pre-translate and delete them, and go to their memories and glossaries on the project page, where they are edited;
 * anyone reads their analysis. The dialogs (./ProjectDialogs.tsx) load when first opened, so the home screen does
 * not download them.
 */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { can, listKeys, useCurrentUser } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import * as projectsApi from '@tessera/shared/api/projects';
import type { Document, Project } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import {
  Button,
  DeleteDialog,
  ListSection,
  TBody,
  Table,
  Td,
  Tr,
  cx,
  languagePair,
  lazyPart,
  linkClass,
} from '@tessera/shared/ui';
import { messagesIn, useMessages } from './i18n.ts';
import { ConfirmationFigures, ConfirmedSegmentsBar, ConfirmedWordsBar } from './confirmation.tsx';
import { documentPath, projectPath, projectResourcesPath } from '../../common/paths.ts';
import * as homeWords from './locales/en/home.arb';
import { Pagination, usePagedList } from './pagedList.ts';

const dialogs = () => import('./ProjectDialogs.tsx');
const NewProjectDialog = lazyPart(dialogs, 'NewProjectDialog', {
  what: () => messagesIn()(homeWords.partNewProjectDialog),
});
const UploadFilesDialog = lazyPart(dialogs, 'UploadFilesDialog', {
  what: () => messagesIn()(homeWords.partUploadDialog),
});
const AnalysisDialog = lazyPart(dialogs, 'AnalysisDialog', { what: () => messagesIn()(homeWords.partAnalysisDialog) });
const PretranslateDialog = lazyPart(dialogs, 'PretranslateDialog', {
  what: () => messagesIn()(homeWords.partPretranslateDialog),
});

/** Projects a page of the home screen lists: each row asks for its newest documents. */
export const HOME_PROJECTS_PAGE_SIZE = 20;

/** Home section: projects with their progress and documents; managers create them, upload into them, pre-translate. */
export function ProjectsSection() {
  const user = useCurrentUser();
  const {
    query: projects,
    page,
    setPage,
    total,
    paged,
  } = usePagedList({
    key: listKeys.projects,
    pageSize: HOME_PROJECTS_PAGE_SIZE,
    fetchPage: (page, signal) => projectsApi.listProjectsPage({ page, limit: HOME_PROJECTS_PAGE_SIZE }, signal),
  });
  const t = useMessages();
  const [creating, setCreating] = useState(false);
  const manager = can(user, 'project.manage');
  // The home screen's "Create a project" (its get-started panel) links here with ?start=project.
  const [params, setParams] = useSearchParams();
  const startProject = params.get('start') === 'project';
  useEffect(() => {
    if (!startProject) return;
    if (manager) setCreating(true);
    setParams((current) => (current.delete('start'), current), { replace: true });
  }, [startProject, manager, setParams]);
  return (
    <>
      <ListSection
        title={t(homeWords.homeProjects)}
        query={projects}
        emptyTitle={t(homeWords.homeNoProjects)}
        actions={
          manager && (
            <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
              {t(homeWords.homeNewProject)}
            </Button>
          )
        }
      >
        {(list) => (
          <>
            <Table
              label={t(homeWords.homeProjects)}
              columns={[
                t(homeWords.homeProjectColumn),
                [t(homeWords.homeLanguagesColumn), 'w-32'],
                [t(homeWords.homeConfirmedColumn), 'w-64'],
                [t(homeWords.homeActionsColumn), 'w-72'],
              ]}
            >
              <TBody>
                {list.map((project) => (
                  <ProjectRow key={project.id} project={project} manager={manager} />
                ))}
              </TBody>
            </Table>
            {paged && (
              <div className="border-t border-slate-200">
                <Pagination
                  label={t(homeWords.homeProjectPages)}
                  page={page}
                  pageSize={HOME_PROJECTS_PAGE_SIZE}
                  totalRows={total}
                  onPageChange={setPage}
                />
              </div>
            )}
          </>
        )}
      </ListSection>
      {creating && <NewProjectDialog onClose={() => setCreating(false)} />}
    </>
  );
}

type Open = 'upload' | 'analysis' | 'pretranslate' | 'delete' | null;

/** A project's documents its row shows, the newest: a project may hold thousands, its page lists them all. */
export const PROJECT_ROW_DOCUMENTS = 5;

const processing = (d: Document) => d.status === 'uploaded' || d.status === 'processing' || d.status === 'pending';

function ProjectRow({ project, manager }: { project: Project; manager: boolean }) {
  const t = useMessages();
  const f = useFormats();
  const request = { project: project.id, page: 0, limit: PROJECT_ROW_DOCUMENTS } as const;
  const latest = useQuery({
    // Under the documents list's key: whatever refreshes the list (an upload, a deletion) refreshes the row.
    queryKey: [...listKeys.documents, request],
    queryFn: ({ signal }) => documentsApi.listDocumentsPage(request, signal),
    // Asked again while a document shown is being read, so that its status moves.
    refetchInterval: (q) => (q.state.data?.records.some(processing) ? 1500 : false),
  });
  const documents = latest.data?.records ?? [];
  const more = (latest.data?.total_rows ?? 0) - documents.length;
  const manyLanguages = project.target_langs.length > 1;
  const [open, setOpen] = useState<Open>(null);
  const client = useQueryClient();
  const close = () => setOpen(null);
  return (
    <Tr>
      <Td>
        <Link className={cx(linkClass, 'font-medium')} to={projectPath(project.id)}>
          {project.name}
        </Link>
        {project.description && <p className="text-xs text-slate-500">{project.description}</p>}
        <ul
          aria-label={t(homeWords.homeDocumentsOfProject, { name: project.name })}
          className="mt-1 space-y-0.5 text-sm"
        >
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-2">
              <Link className={linkClass} to={documentPath(document.id)}>
                {document.name}
                {/* A file uploaded for several languages is one document per language, all of one name. */}
                {manyLanguages && <span className="text-slate-600"> · {f.languageName(document.target_lang)}</span>}
              </Link>
              {document.status === 'done' ? (
                <span className="w-24">
                  <ConfirmedSegmentsBar
                    counts={document}
                    name={manyLanguages ? `${document.name} (${document.target_lang})` : document.name}
                  />
                </span>
              ) : (
                <span className="text-xs text-slate-500">
                  {t(homeWords.homeDocumentStatus, { status: document.status })}
                </span>
              )}
            </li>
          ))}
        </ul>
        {more > 0 && (
          <Link className={cx(linkClass, 'text-xs')} to={projectPath(project.id)}>
            {t(homeWords.homeMoreDocuments, { count: more })}
          </Link>
        )}
      </Td>
      <Td className="whitespace-nowrap">{languagePair(project.source_lang, project.target_langs.join(', '))}</Td>
      <Td>
        <ConfirmedSegmentsBar counts={project} name={project.name} captioned />
        <ConfirmedWordsBar counts={project} name={project.name} captioned />
        <ConfirmationFigures counts={project} documents={project.documents_count} />
      </Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            onClick={() => setOpen('analysis')}
            aria-label={t(homeWords.homeAnalysisOf, { name: project.name })}
          >
            {t(homeWords.homeAnalysis)}
          </Button>
          {manager && (
            <>
              <Button
                size="sm"
                onClick={() => setOpen('upload')}
                aria-label={t(homeWords.homeUploadFilesInto, { name: project.name })}
              >
                {t(homeWords.homeUploadFiles)}
              </Button>
              {/* The project page edits them, in priority order: one place to do it. The visible words stay in
                  the name, so that voice control users can say them. */}
              <Link
                className={cx(linkClass, 'inline-flex h-6 items-center px-2 text-xs whitespace-nowrap')}
                to={projectResourcesPath(project.id)}
                aria-label={t(homeWords.homeResourcesOf, { name: project.name })}
              >
                {t(homeWords.homeResources)}
              </Link>
              <Button
                size="sm"
                onClick={() => setOpen('pretranslate')}
                aria-label={t(homeWords.homePretranslateNamed, { name: project.name })}
              >
                {t(homeWords.homePretranslate)}
              </Button>
              <Button
                size="sm"
                variant="ghost-danger"
                onClick={() => setOpen('delete')}
                aria-label={t(homeWords.homeDeleteNamed, { name: project.name })}
              >
                {t(homeWords.homeDelete)}
              </Button>
            </>
          )}
        </div>
      </Td>
      {open === 'upload' && <UploadFilesDialog project={project} onClose={close} />}
      {open === 'analysis' && <AnalysisDialog project={project} onClose={close} />}
      {open === 'pretranslate' && <PretranslateDialog project={project} onClose={close} />}
      {open === 'delete' && (
        <DeleteDialog
          title={t(homeWords.homeDeleteProjectTitle, { name: project.name })}
          message={t(homeWords.homeDeleteProjectMessage, {
            count: latest.data?.total_rows ?? project.documents_count,
            // The names of those the row shows; the others are said to be there.
            names: [...documents.map((document) => document.name), ...(more > 0 ? ['…'] : [])].join(', '),
          })}
          confirmLabel={t(homeWords.homeDeleteProject)}
          onDelete={async () => {
            await projectsApi.deleteProject(project.id);
            await Promise.all([
              client.invalidateQueries({ queryKey: listKeys.projects }),
              client.invalidateQueries({ queryKey: listKeys.documents }),
            ]);
          }}
          onClose={close}
        />
      )}
    </Tr>
  );
}

/**
 * The project page (/project/:id): the project's documents with their progress, then in tabs of their own the
 * assignments, the memories and glossaries they share, the quality settings (LQA), the analysis, the screenshots
 * of the app's screens with the boxes of their strings, and for managers the report, the packages sent out to
 * desktop tools, the repository connection and the webhooks; pre-translation, the project's settings and the ZIP
 * of every translated file. Managers change things; everyone else reads. A tab's part, the dialogs and the editors
 * of the lists load when first opened.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { can, errorMessage, isApiError, useCurrentUser } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import type { Document, Project } from '@tessera/shared/contract';
import type { Message } from '@tessera/shared/i18n/catalog';
import {
  Button,
  Card,
  EmptyState,
  Page,
  PageHeader,
  QueryErrorState,
  Spinner,
  languagePair,
  lazyPart,
  linkClass,
} from '@tessera/shared/ui';
import { messagesIn, useMessages } from './i18n.ts';
import { ProjectTabs } from './ProjectTabs.tsx';
import { PROJECT_RESOURCES_ID } from '../common/paths.ts';
import { ProgressFiguresBars } from '../features/project/ProgressFiguresBars.tsx';
import { ProjectDocuments } from '../features/project/ProjectDocuments.tsx';
import { projectKey, useProject, useProjectDocumentPage, useProjectProgress } from '../features/project/queries.ts';
import { useDocumentsView } from '../features/project/useDocumentsView.ts';
import * as screensWords from './locales/en/screens.arb';

const dialogs = () => import('../features/home/ProjectDialogs.tsx');
const UploadFilesDialog = lazyPart(dialogs, 'UploadFilesDialog', {
  what: () => messagesIn()(screensWords.partUploadDialog),
});
const PretranslateDialog = lazyPart(dialogs, 'PretranslateDialog', {
  what: () => messagesIn()(screensWords.partPretranslateDialog),
});
/** A spinner saying what loads: `message` is its words. */
function Loading({ message }: { message: Message<'screens'> }) {
  const t = useMessages();
  return <Spinner label={t(message)} />;
}

const ProjectResources = lazyPart(() => import('../features/project/ProjectResources.tsx'), 'ProjectResources', {
  fallback: <Loading message={screensWords.projectPageLoadingResources} />,
  what: () => messagesIn()(screensWords.partResources),
});
const ProjectAnalysis = lazyPart(() => import('../features/project/ProjectAnalysis.tsx'), 'ProjectAnalysis', {
  what: () => messagesIn()(screensWords.partProjectAnalysis),
});
const ProjectQuality = lazyPart(() => import('../features/project/ProjectQuality.tsx'), 'ProjectQuality', {
  what: () => messagesIn()(screensWords.partQualitySettings),
});
const ProjectReport = lazyPart(() => import('../features/project/ProjectReport.tsx'), 'ProjectReport', {
  what: () => messagesIn()(screensWords.partReport),
});
const ProjectAssignments = lazyPart(() => import('../features/project/ProjectAssignments.tsx'), 'ProjectAssignments', {
  what: () => messagesIn()(screensWords.partAssignments),
});
const ProjectWebhooks = lazyPart(() => import('../features/project/ProjectWebhooks.tsx'), 'ProjectWebhooks', {
  what: () => messagesIn()(screensWords.partWebhooks),
});
const ProjectHandoffs = lazyPart(() => import('../features/project/ProjectHandoffs.tsx'), 'ProjectHandoffs', {
  what: () => messagesIn()(screensWords.partPackages),
});
const ProjectRepository = lazyPart(() => import('../features/project/ProjectRepository.tsx'), 'ProjectRepository', {
  what: () => messagesIn()(screensWords.partRepository),
});
const ProjectScreenshots = lazyPart(() => import('../features/project/ProjectScreenshots.tsx'), 'ProjectScreenshots', {
  what: () => messagesIn()(screensWords.partScreenshots),
});
const ProjectSettingsDialog = lazyPart(
  () => import('../features/project/ProjectSettings.tsx'),
  'ProjectSettingsDialog',
  {
    what: () => messagesIn()(screensWords.partProjectSettings),
  },
);

export function ProjectScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <ProjectNotFound />;
  return <ProjectById key={id} id={id} />;
}

function ProjectNotFound() {
  const t = useMessages();
  return (
    <Page narrow>
      <EmptyState
        title={t(screensWords.projectPageNotFound)}
        action={
          <Link className={linkClass} to="/">
            {t(screensWords.projectPageBackHome)}
          </Link>
        }
      >
        {t(screensWords.projectPageNotFoundText)}
      </EmptyState>
    </Page>
  );
}

function ProjectById({ id }: { id: number }) {
  const t = useMessages();
  const project = useProject(id);
  if (project.isPending) return <Spinner label={t(screensWords.projectPageLoading)} />;
  if (project.isError) {
    if (isApiError(project.error, 404)) return <ProjectNotFound />;
    return (
      <Page>
        <QueryErrorState title={t(screensWords.projectPageNotLoaded)} query={project} describe={errorMessage} />
      </Page>
    );
  }
  return <ProjectPage project={project.data} />;
}

type Open = 'upload' | 'pretranslate' | 'settings' | null;

function ProjectPage({ project }: { project: Project }) {
  const t = useMessages();
  const user = useCurrentUser();
  const manager = can(user, 'project.manage');
  const privateNetworks = can(user, 'network.private');
  const client = useQueryClient();
  const view = useDocumentsView();
  const documents = useProjectDocumentPage(project.id, view.request);
  const progress = useProjectProgress(project.id);
  const [open, setOpen] = useState<Open>(null);
  /** The document whose file the upload dialog sends again, if that is what it was opened for. */
  const [uploadAgain, setUploadAgain] = useState<Document | undefined>();
  const close = () => {
    setOpen(null);
    setUploadAgain(undefined);
    void client.invalidateQueries({ queryKey: projectKey(project.id) });
  };
  // The whole project's documents, whatever page and filters are shown.
  const summary = documents.data?.summary;
  const downloadable = !!summary && summary.documents > 0 && summary.importing === 0 && summary.failed === 0;
  return (
    <Page>
      <PageHeader
        breadcrumb={
          <nav aria-label={t(screensWords.projectPageBreadcrumb)}>
            <Link className={linkClass} to="/">
              {t(screensWords.projectPageHome)}
            </Link>
          </nav>
        }
        title={project.name}
        subtitle={<ProjectFacts project={project} />}
        actions={
          <>
            {downloadable && (
              <a className={linkClass} href={projectsApi.projectDownloadUrl(project.id)} download>
                {t(screensWords.projectPageDownloadAll)}
              </a>
            )}
            {manager &&
              downloadable &&
              project.target_langs.map((lang) => (
                <a key={lang} className={linkClass} href={projectsApi.omegatPackageUrl(project.id, lang)} download>
                  {t(screensWords.projectPageOmegatPackage, { language: lang })}
                </a>
              ))}
            {manager && (
              <>
                <Button onClick={() => setOpen('settings')}>{t(screensWords.projectPageSettings)}</Button>
                <Button onClick={() => setOpen('pretranslate')}>{t(screensWords.projectPagePretranslate)}</Button>
                <Button variant="primary" onClick={() => setOpen('upload')}>
                  {t(screensWords.projectPageUploadFiles)}
                </Button>
              </>
            )}
          </>
        }
      />
      <ProjectTabs
        label={t(screensWords.projectTabsLabel)}
        tabs={[
          {
            id: 'documents',
            label: t(screensWords.projectTabDocuments),
            panel: () => (
              <>
                <Card title={t(screensWords.projectPageProgress)}>
                  <div className="px-4 py-3">
                    {progress.data ? (
                      <ProgressFiguresBars figures={progress.data.total} name={project.name} />
                    ) : (
                      <Spinner label={t(screensWords.projectPageCounting)} />
                    )}
                  </div>
                </Card>
                <Card title={t(screensWords.projectPageDocuments)}>
                  <ProjectDocuments
                    project={project}
                    view={view}
                    page={documents}
                    languages={progress.data?.languages}
                    onUploadAgain={
                      manager
                        ? (document) => {
                            setUploadAgain(document);
                            setOpen('upload');
                          }
                        : undefined
                    }
                  />
                </Card>
              </>
            ),
          },
          {
            id: 'assignments',
            label: t(screensWords.projectTabAssignments),
            panel: () => <ProjectAssignments project={project} />,
          },
          {
            id: PROJECT_RESOURCES_ID,
            label: t(screensWords.projectTabResources),
            panel: () => <ProjectResources project={project} manager={manager} />,
          },
          {
            id: 'quality',
            label: t(screensWords.projectTabQuality),
            panel: () => <ProjectQuality project={project} manager={manager} />,
          },
          {
            id: 'analysis',
            label: t(screensWords.projectTabAnalysis),
            panel: () => <ProjectAnalysis project={project} summary={summary} />,
          },
          {
            id: 'screenshots',
            label: t(screensWords.projectTabScreenshots),
            panel: () => <ProjectScreenshots project={project} manager={manager} />,
          },
          ...(manager
            ? [
                {
                  id: 'report',
                  label: t(screensWords.projectTabReport),
                  panel: () => <ProjectReport project={project} />,
                },
                {
                  id: 'packages',
                  label: t(screensWords.projectTabPackages),
                  panel: () => <ProjectHandoffs project={project} />,
                },
                {
                  id: 'repository',
                  label: t(screensWords.projectTabRepository),
                  panel: () => <ProjectRepository project={project} privateNetworks={privateNetworks} />,
                },
                {
                  id: 'webhooks',
                  label: t(screensWords.projectTabWebhooks),
                  panel: () => <ProjectWebhooks project={project} privateNetworks={privateNetworks} />,
                },
              ]
            : []),
        ]}
      />
      {open === 'upload' && <UploadFilesDialog project={project} replacing={uploadAgain} onClose={close} />}
      {open === 'pretranslate' && <PretranslateDialog project={project} onClose={close} />}
      {open === 'settings' && <ProjectSettingsDialog project={project} onClose={close} />}
    </Page>
  );
}

/** Languages, client, due date and description under the title. */
function ProjectFacts({ project }: { project: Project }) {
  const t = useMessages();
  return (
    <>
      <span aria-label={t(screensWords.projectPageLanguages)}>
        {languagePair(project.source_lang, project.target_langs.join(', '))}
      </span>
      {project.client && <span>{t(screensWords.projectPageClient, { client: project.client })}</span>}
      {project.due_date && <span>{t(screensWords.projectPageDue, { date: project.due_date })}</span>}
      {project.description && <span className="basis-full">{project.description}</span>}
    </>
  );
}

export default ProjectScreen;

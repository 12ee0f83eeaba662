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
import { languageName } from '@tessera/shared/ui/language-fields';
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
import { countOf } from '../../common/words.ts';
import { ConfirmationFigures, ConfirmedSegmentsBar, ConfirmedWordsBar } from './confirmation.tsx';
import { documentPath, projectPath, projectResourcesPath } from '../../common/paths.ts';

const dialogs = () => import('./ProjectDialogs.tsx');
const NewProjectDialog = lazyPart(dialogs, 'NewProjectDialog', { what: 'The new project dialog' });
const UploadFilesDialog = lazyPart(dialogs, 'UploadFilesDialog', { what: 'The upload dialog' });
const AnalysisDialog = lazyPart(dialogs, 'AnalysisDialog', { what: 'The analysis' });
const PretranslateDialog = lazyPart(dialogs, 'PretranslateDialog', { what: 'The pre-translation dialog' });

/** Home section: projects with their progress and documents; managers create them, upload into them, pre-translate. */
export function ProjectsSection() {
  const user = useCurrentUser();
  const projects = useQuery({ queryKey: listKeys.projects, queryFn: ({ signal }) => projectsApi.listProjects(signal) });
  const documents = useQuery({
    queryKey: listKeys.documents,
    queryFn: ({ signal }) => documentsApi.listDocuments(signal),
  });
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
        title="Projects"
        query={projects}
        emptyTitle="No projects yet"
        actions={
          manager && (
            <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
              New project
            </Button>
          )
        }
      >
        {(list) => (
          <Table
            label="Projects"
            columns={['Project', ['Languages', 'w-32'], ['Confirmed', 'w-64'], ['Actions', 'w-72']]}
          >
            <TBody>
              {list.map((project) => (
                <ProjectRow
                  key={project.id}
                  project={project}
                  documents={(documents.data ?? [])
                    .filter((document) => document.project_id === project.id)
                    .sort((a, b) => a.id - b.id)}
                  manager={manager}
                />
              ))}
            </TBody>
          </Table>
        )}
      </ListSection>
      {creating && <NewProjectDialog onClose={() => setCreating(false)} />}
    </>
  );
}

type Open = 'upload' | 'analysis' | 'pretranslate' | 'delete' | null;

function ProjectRow({ project, documents, manager }: { project: Project; documents: Document[]; manager: boolean }) {
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
        <ul aria-label={`Documents of ${project.name}`} className="mt-1 space-y-0.5 text-sm">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-2">
              <Link className={linkClass} to={documentPath(document.id)}>
                {document.name}
                {/* A file uploaded for several languages is one document per language, all of one name. */}
                {manyLanguages && (
                  <span className="text-slate-600">
                    {' '}
                    · {languageName(document.target_lang) ?? document.target_lang}
                  </span>
                )}
              </Link>
              {document.status === 'done' ? (
                <span className="w-24">
                  <ConfirmedSegmentsBar
                    counts={document}
                    name={manyLanguages ? `${document.name} (${document.target_lang})` : document.name}
                  />
                </span>
              ) : (
                <span className="text-xs text-slate-500">{document.status}</span>
              )}
            </li>
          ))}
        </ul>
      </Td>
      <Td className="whitespace-nowrap">{languagePair(project.source_lang, project.target_langs.join(', '))}</Td>
      <Td>
        <ConfirmedSegmentsBar counts={project} name={project.name} captioned />
        <ConfirmedWordsBar counts={project} name={project.name} captioned />
        <ConfirmationFigures
          counts={project}
          before={`${countOf(project.documents_count, 'document', 'documents')} · `}
        />
      </Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" onClick={() => setOpen('analysis')} aria-label={`Analysis of ${project.name}`}>
            Analysis
          </Button>
          {manager && (
            <>
              <Button size="sm" onClick={() => setOpen('upload')} aria-label={`Upload files into ${project.name}`}>
                Upload files
              </Button>
              {/* The project page edits them, in priority order: one place to do it. The visible words stay in
                  the name, so that voice control users can say them. */}
              <Link
                className={cx(linkClass, 'inline-flex h-6 items-center px-2 text-xs whitespace-nowrap')}
                to={projectResourcesPath(project.id)}
                aria-label={`Translation memories and glossaries of ${project.name}`}
              >
                Memories and glossaries
              </Link>
              <Button size="sm" onClick={() => setOpen('pretranslate')} aria-label={`Pre-translate ${project.name}`}>
                Pre-translate
              </Button>
              <Button
                size="sm"
                variant="ghost-danger"
                onClick={() => setOpen('delete')}
                aria-label={`Delete ${project.name}`}
              >
                Delete
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
          title={`Delete project "${project.name}"?`}
          message={`${documentsDeletedWith(documents)} Its translation memories and glossaries stay.`}
          confirmLabel="Delete project"
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

/** What deleting a project takes with it, said in the number of its documents. */
function documentsDeletedWith(documents: Document[]) {
  const names = documents.map((document) => document.name).join(', ');
  if (documents.length === 0) return 'The project has no documents.';
  if (documents.length === 1) return `Its document (${names}) goes with it, with its segments and translations.`;
  return `Its ${documents.length} documents (${names}) go with it, with their segments and translations.`;
}

import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkClass } from '@tessera/shared/ui';
import { projectPath } from '../common/paths.ts';
import { useProject } from '../features/project/queries.ts';
import { useMessages } from './i18n.ts';
import * as screensWords from './locales/en/screens.arb';

/**
 * "Home / <project> / …" above a document's screens: a document in a project names it (its name once loaded), so
 * the way back leads to the project page.
 */
export function Breadcrumb({ projectId, children }: { projectId: number | null; children?: ReactNode }) {
  const t = useMessages();
  return (
    <nav aria-label={t(screensWords.projectBreadcrumb)} className="flex gap-1 text-sm">
      <Link className={linkClass} to="/">
        {t(screensWords.projectBreadcrumbHome)}
      </Link>
      {projectId !== null && <ProjectCrumb id={projectId} />}
      {children && (
        <Fragment>
          <span aria-hidden>/</span>
          {children}
        </Fragment>
      )}
    </nav>
  );
}

function ProjectCrumb({ id }: { id: number }) {
  const project = useProject(id);
  const t = useMessages();
  return (
    <>
      <span aria-hidden>/</span>
      <Link className={linkClass} to={projectPath(id)}>
        {project.data?.name ?? t(screensWords.projectBreadcrumbProject)}
      </Link>
    </>
  );
}

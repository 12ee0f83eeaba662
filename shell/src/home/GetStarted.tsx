import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can, listKeys, useCurrentUser } from '@tessera/shared';
import { listDocumentsPage } from '@tessera/shared/api/documents';
import { listProjectsPage } from '@tessera/shared/api/projects';
import type { User } from '@tessera/shared/contract';
import { Button, Card } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import { pathTo } from '../common/routes.ts';
import * as homeScreenWords from './locales/en/home-screen.arb';

const anyDocument = { page: 0, limit: 1 } as const;
/** Is there any document? One of them and their count, not every document of the installation. */
export const anyDocumentQuery = queryOptions({
  queryKey: [...listKeys.documents, anyDocument],
  queryFn: ({ signal }) => listDocumentsPage(anyDocument, signal),
});

/** Whether there is any project: a page of one. */
const anyProject = { page: 0, limit: 1 } as const;
export const anyProjectQuery = queryOptions({
  queryKey: [...listKeys.projects, anyProject],
  queryFn: ({ signal }) => listProjectsPage(anyProject, signal),
});

/** Remembered per person in this browser: a dismissed panel stays away for them, not for whoever signs in next. */
const dismissedKey = (user: User) => `tessera.getStarted.dismissed.${user.id}`;

/**
 * Where the home screen's sections open their flows: `?start=project` opens the new-project dialog of the
 * documents remote's projects section, `?start=upload` brings its upload button into view.
 */
export const START_PROJECT = `${pathTo('home')}?start=project`;
export const START_UPLOAD = `${pathTo('home')}?start=upload`;

const actionClass =
  'inline-flex h-8 items-center rounded-md bg-sky-700 px-3 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/**
 * What to do first, for an admin or manager whose workspace is still empty (no project, no document): create a
 * project, invite people (admins), upload a file. Dismissed, it stays away for that person.
 */
export function GetStarted() {
  const user = useCurrentUser();
  const t = useMessages();
  const manages = user !== null && can(user, 'project.manage');
  const [dismissed, setDismissed] = useState(() => user !== null && localStorage.getItem(dismissedKey(user)) !== null);
  const projects = useQuery({
    ...anyProjectQuery,
    enabled: manages && !dismissed,
  });
  const documents = useQuery({ ...anyDocumentQuery, enabled: manages && !dismissed });
  const empty = projects.data?.total_rows === 0 && documents.data?.total_rows === 0;
  if (!user || !manages || dismissed || !empty) return null;
  const dismiss = () => {
    localStorage.setItem(dismissedKey(user), new Date().toISOString());
    setDismissed(true);
  };
  return (
    <Card title={t(homeScreenWords.getStartedTitle)}>
      <section aria-label={t(homeScreenWords.getStartedTitle)} className="grid gap-3 p-5 text-sm text-slate-700">
        <p>{t(homeScreenWords.getStartedIntro)}</p>
        <ol className="grid gap-3 sm:grid-cols-3">
          <li className="grid content-start gap-2">
            <span>{t(homeScreenWords.getStartedProjectStep)}</span>
            <span>
              <Link className={actionClass} to={START_PROJECT}>
                {t(homeScreenWords.getStartedCreateProject)}
              </Link>
            </span>
          </li>
          {can(user, 'users.manage') && (
            <li className="grid content-start gap-2">
              <span>{t(homeScreenWords.getStartedInviteStep)}</span>
              <span>
                <Link className={actionClass} to={pathTo('users')}>
                  {t(homeScreenWords.getStartedInvitePeople)}
                </Link>
              </span>
            </li>
          )}
          <li className="grid content-start gap-2">
            <span>{t(homeScreenWords.getStartedUploadStep)}</span>
            <span>
              <Link className={actionClass} to={START_UPLOAD}>
                {t(homeScreenWords.getStartedUpload)}
              </Link>
            </span>
          </li>
        </ol>
        <div>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t(homeScreenWords.getStartedDismiss)}
          </Button>
        </div>
      </section>
    </Card>
  );
}

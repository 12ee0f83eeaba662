import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getMyWork } from '@tessera/shared/api/assignments';
import type { WorkflowStep, WorkItem } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import type { Message } from '@tessera/shared/i18n/catalog';
import { Badge, ListSection, linkClass, ProgressBar, TBody, Table, Td, Tr } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import { useTargetLanguage } from '../common/language.ts';
import { pathTo } from '../common/routes.ts';
import * as homeScreenWords from './locales/en/home-screen.arb';

export const myWorkQueryKey = ['assignments', 'mine'] as const;

/** The message of each step's name. */
const STEP_LABELS: Record<WorkflowStep, Message<'home-screen'>> = {
  translation: homeScreenWords.myWorkStepTranslation,
  review: homeScreenWords.myWorkStepReview,
  'review-2': homeScreenWords.myWorkStepSecondReview,
};

/**
 * The editor's status filter of what is left in one's step: the documents remote works out which segments those
 * are (in translation those not confirmed yet, in a review those not reviewed yet).
 */
const LEFT_IN_MY_STEP = 'my-step';

/** The signed-in person's steps to do, the soonest due first, each a link to what is left of it in the editor. */
export function MyWork() {
  const work = useQuery({
    queryKey: myWorkQueryKey,
    queryFn: async ({ signal }) => (await getMyWork(signal)).items,
  });
  // When the screen opened: what is due before it is late.
  const [openedAt] = useState(Date.now);
  const t = useMessages();
  return (
    <ListSection
      title={t(homeScreenWords.myWorkTitle)}
      query={work}
      emptyTitle={t(homeScreenWords.myWorkEmptyTitle)}
      emptyText={t(homeScreenWords.myWorkEmptyText)}
    >
      {(items) => (
        <Table
          label={t(homeScreenWords.myWorkTitle)}
          columns={[
            t(homeScreenWords.myWorkColumnDocument),
            [t(homeScreenWords.myWorkColumnLanguage), 'w-40'],
            [t(homeScreenWords.myWorkColumnStep), 'w-36'],
            [t(homeScreenWords.myWorkColumnDue), 'w-52'],
            [t(homeScreenWords.myWorkColumnProgress), 'w-56'],
          ]}
        >
          <TBody>
            {items.map((item) => (
              <WorkRow key={`${item.document.id}-${item.step}`} item={item} now={openedAt} />
            ))}
          </TBody>
        </Table>
      )}
    </ListSection>
  );
}

function WorkRow({ item, now }: { item: WorkItem; now: number }) {
  const { document, step, due_at, state, progress } = item;
  const late = due_at !== null && Date.parse(due_at) < now;
  const editor = `${pathTo('document', { id: document.id })}?filter=${LEFT_IN_MY_STEP}`;
  const t = useMessages();
  const f = useFormats();
  const language = useTargetLanguage()(document.target_lang);
  const due = due_at === null ? null : f.dateTime(due_at);
  return (
    <Tr>
      <Td>
        <Link className={linkClass} to={editor}>
          {document.name}
          <span className="sr-only">{t(homeScreenWords.myWorkLinkLanguage, { language })}</span>
        </Link>
        <span className="block text-xs text-slate-600">
          {document.project_name ?? t(homeScreenWords.myWorkNoProject)}
        </span>
      </Td>
      <Td>
        <span title={document.target_lang}>{language}</span>
      </Td>
      <Td>
        {t(STEP_LABELS[step])} {state === 'waiting' && <Badge>{t(homeScreenWords.myWorkWaiting)}</Badge>}
      </Td>
      <Td>
        {due === null ? (
          <span className="text-slate-500">{t(homeScreenWords.myWorkNoDeadline)}</span>
        ) : (
          <span className={late ? 'font-semibold text-red-700' : undefined}>
            {late ? t(homeScreenWords.myWorkOverdue, { due }) : due}
          </span>
        )}
      </Td>
      <Td>
        <ProgressBar
          value={progress.segments === 0 ? 0 : progress.done / progress.segments}
          label={t(homeScreenWords.myWorkSegmentsDone, {
            document: document.name,
            language,
            done: f.number(progress.done),
            total: progress.segments,
          })}
        />
        <span className="text-xs text-slate-600">
          {t(homeScreenWords.myWorkWordsDone, { done: f.number(progress.words_done), total: progress.words })}
        </span>
      </Td>
    </Tr>
  );
}

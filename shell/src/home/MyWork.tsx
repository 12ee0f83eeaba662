import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getMyWork } from '@tessera/shared/api/assignments';
import type { WorkflowStep, WorkItem } from '@tessera/shared/contract';
import { Badge, ListSection, linkClass, ProgressBar, TBody, Table, Td, Tr } from '@tessera/shared/ui';
import { targetLanguageOf } from '../common/language.ts';
import { pathTo } from '../common/routes.ts';

export const myWorkQueryKey = ['assignments', 'mine'] as const;

const STEP_LABELS: Record<WorkflowStep, string> = {
  translation: 'Translation',
  review: 'Review',
  'review-2': 'Second review',
};

/**
 * The editor's status filter of what is left in one's step: the documents remote works out which segments those
 * are (in translation those not confirmed yet, in a review those not reviewed yet).
 */
const LEFT_IN_MY_STEP = 'my-step';

const dueFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const wordFormat = new Intl.NumberFormat();

/** The signed-in person's steps to do, the soonest due first, each a link to what is left of it in the editor. */
export function MyWork() {
  const work = useQuery({
    queryKey: myWorkQueryKey,
    queryFn: async ({ signal }) => (await getMyWork(signal)).items,
  });
  // When the screen opened: what is due before it is late.
  const [openedAt] = useState(Date.now);
  return (
    <ListSection
      title="My work"
      query={work}
      emptyTitle="Nothing is assigned to you"
      emptyText="Work assigned to you will show here, with its language, due date and progress; a notification tells you when a step is yours."
    >
      {(items) => (
        <Table
          label="My work"
          columns={['Document', ['Language', 'w-40'], ['Step', 'w-36'], ['Due', 'w-52'], ['Progress', 'w-56']]}
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
  const language = targetLanguageOf(document.target_lang);
  return (
    <Tr>
      <Td>
        <Link className={linkClass} to={editor}>
          {document.name}
          <span className="sr-only">, {language}</span>
        </Link>
        <span className="block text-xs text-slate-600">{document.project_name ?? 'No project'}</span>
      </Td>
      <Td>
        <span title={document.target_lang}>{language}</span>
      </Td>
      <Td>
        {STEP_LABELS[step]} {state === 'waiting' && <Badge>waiting</Badge>}
      </Td>
      <Td>
        {due_at === null ? (
          <span className="text-slate-500">No deadline</span>
        ) : (
          <span className={late ? 'font-semibold text-red-700' : undefined}>
            {dueFormat.format(new Date(due_at))}
            {late && ' · overdue'}
          </span>
        )}
      </Td>
      <Td>
        <ProgressBar
          value={progress.segments === 0 ? 0 : progress.done / progress.segments}
          label={`${document.name}, ${language}: ${progress.done} of ${progress.segments} segments done`}
        />
        <span className="text-xs text-slate-600">
          {wordFormat.format(progress.words_done)} of {wordFormat.format(progress.words)} words
        </span>
      </Td>
    </Tr>
  );
}

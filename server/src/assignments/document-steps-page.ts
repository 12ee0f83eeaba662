import { sql, type RawBuilder } from 'kysely';
import type { DocumentStepsShown, ProjectDocumentStepsPage } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { containsIgnoringCase } from '../db/like-patterns.ts';
import { projectQuality } from '../review/repository.ts';
import { documentStepsOf } from './repository.ts';

export interface DocumentStepsFilter {
  page: number;
  limit: number;
  search: string;
  target_lang?: string | undefined;
  assignee?: number | undefined;
  show?: DocumentStepsShown | undefined;
}

/** A step of the document `d` that the condition holds for. */
const hasStep = (condition: RawBuilder<boolean>) =>
  sql<boolean>`exists (select 1 from document_assignments a where a.document_id = d.id and ${condition})`;

/** A step late as the tab marks it (isOverdue): not delivered, its due date passed. */
const LATE = sql<boolean>`a.delivered_at is null and a.due_at < now()`;

/**
 * A page of a project's documents in upload order with their steps, filtered and counted by the database (the
 * documents by project and id, their steps by document and by assignee: indexes of the tables), with the packages
 * out and the quality scores of that page's documents only: a project of 20,000 documents answers 50 of them.
 */
export async function projectDocumentStepsPage(
  db: Db,
  projectId: number,
  filter: DocumentStepsFilter,
): Promise<ProjectDocumentStepsPage> {
  const where = filterCondition(projectId, filter);
  const [{ rows: documents }, { rows: counted }] = await Promise.all([
    sql<{ id: number; name: string; target_lang: string; handoff_id: number | null }>`
      select d.id, d.name, d.target_lang, d.handoff_id from documents d where ${where}
      order by d.id limit ${filter.limit} offset ${filter.page * filter.limit}`.execute(db),
    sql<{ total_rows: number }>`select count(*)::int as total_rows from documents d where ${where}`.execute(db),
  ]);
  const ids = documents.map((document) => document.id);
  const [steps, { documents: scores }] = await Promise.all([
    documentStepsOf(db, projectId, documents),
    projectQuality(db, projectId, ids),
  ]);
  const qualityById = new Map(scores.map(({ document_id, ...quality }) => [document_id, quality]));
  return {
    // One deleted between the reads is left out.
    records: steps.flatMap((row) => {
      const quality = qualityById.get(row.document.id);
      return quality ? [{ ...row, quality }] : [];
    }),
    total_rows: counted[0]!.total_rows,
  };
}

/** The documents `d` of the project that the filters keep. */
function filterCondition(projectId: number, filter: DocumentStepsFilter): RawBuilder<boolean> {
  const conditions = [sql<boolean>`d.project_id = ${projectId}`];
  if (filter.target_lang !== undefined) conditions.push(sql<boolean>`d.target_lang = ${filter.target_lang}`);
  if (filter.search) conditions.push(containsIgnoringCase(sql.ref('d.name'), filter.search));
  // With an assignee, the late step is theirs: "ana's late documents".
  const theirs = filter.assignee === undefined ? sql<boolean>`true` : sql<boolean>`a.user_id = ${filter.assignee}`;
  if (filter.assignee !== undefined) conditions.push(hasStep(theirs));
  if (filter.show === 'late') conditions.push(hasStep(sql<boolean>`${theirs} and ${LATE}`));
  if (filter.show === 'without_steps') conditions.push(sql<boolean>`not ${hasStep(sql<boolean>`true`)}`);
  return sql.join(conditions, sql` and `) as RawBuilder<boolean>;
}

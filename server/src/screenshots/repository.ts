import { sql } from 'kysely';
import type { Screenshot, ScreenshotBoxesAnswer, ScreenshotType, SegmentScreenshots } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

const boxesCount = sql<number>`(select count(*) from screenshot_boxes b where b.screenshot_id = screenshots.id)::integer`;

/** A project's screenshots, or one of them: what the list says of each, without the image. */
function screenshotRows(db: Db, projectId: number) {
  return db
    .selectFrom('screenshots')
    .select(['id', 'project_id', 'name', 'content_type', 'width', 'height', 'size', 'created_at'])
    .select(boxesCount.as('boxes'))
    .where('project_id', '=', projectId);
}

const toScreenshot = (row: Omit<Screenshot, 'created_at'> & { created_at: Date }): Screenshot => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function listScreenshots(db: Db, projectId: number): Promise<Screenshot[]> {
  // Case aside, as people read names, whatever the database's collation.
  const rows = await screenshotRows(db, projectId)
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toScreenshot);
}

export async function findScreenshot(db: Db, projectId: number, id: number): Promise<Screenshot | undefined> {
  const row = await screenshotRows(db, projectId).where('id', '=', id).executeTakeFirst();
  return row && toScreenshot(row);
}

export async function insertScreenshot(
  db: Db,
  screenshot: {
    projectId: number;
    name: string;
    type: ScreenshotType;
    width: number;
    height: number;
    bytes: Buffer;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('screenshots')
    .values({
      project_id: screenshot.projectId,
      name: screenshot.name,
      content_type: screenshot.type,
      width: screenshot.width,
      height: screenshot.height,
      size: screenshot.bytes.length,
      data: screenshot.bytes,
      created_by: screenshot.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function screenshotImage(db: Db, projectId: number, id: number) {
  return db
    .selectFrom('screenshots')
    .select(['content_type', 'data'])
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether it was there to rename. */
export async function renameScreenshot(db: Db, projectId: number, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('screenshots')
    .set({ name })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether it was there to delete; its boxes go with it. */
export async function deleteScreenshot(db: Db, projectId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('screenshots')
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function readBoxes(db: Db, screenshotId: number): Promise<ScreenshotBoxesAnswer['boxes']> {
  return db
    .selectFrom('screenshot_boxes')
    .select(['x', 'y', 'width', 'height', 'record_id', 'key', 'font'])
    .where('screenshot_id', '=', screenshotId)
    .orderBy('position')
    .execute();
}

/** Replaces the screenshot's boxes, in one transaction so that a reader sees the old list or the new one. */
export async function replaceBoxes(db: Db, screenshotId: number, boxes: ScreenshotBoxesAnswer['boxes']) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('screenshot_boxes').where('screenshot_id', '=', screenshotId).execute();
    // At most SCREENSHOT_MAX_BOXES rows of 8 values: within a statement's parameters.
    if (boxes.length > 0)
      await trx
        .insertInto('screenshot_boxes')
        .values(boxes.map((box, position) => ({ screenshot_id: screenshotId, position, ...box })))
        .execute();
  });
}

/** Those of `recordIds` that are segments of a document of the project. */
export async function recordsOfProject(db: Db, projectId: number, recordIds: readonly number[]): Promise<Set<number>> {
  if (recordIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('document_records as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select('r.id')
    .where('d.project_id', '=', projectId)
    .where(sql<boolean>`r.id = any(${[...recordIds]}::integer[])`)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The segment's unit id (its key) when it is a segment of a document of the project; undefined otherwise. */
export async function segmentOfProject(db: Db, projectId: number, recordId: number) {
  return db
    .selectFrom('document_records as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select('r.unit_id')
    .where('d.project_id', '=', projectId)
    .where('r.id', '=', recordId)
    .executeTakeFirst();
}

/**
 * The project's screenshots holding a box of the segment (linked to its id, or to its key: its unit id), by name,
 * each with every box it holds in their order, the segment's own marked.
 */
export async function screenshotsOfSegment(
  db: Db,
  projectId: number,
  segment: { id: number; key: string },
): Promise<SegmentScreenshots['screenshots']> {
  const ofSegment = sql<boolean>`((b.record_id is not null and b.record_id = ${segment.id}) or (b.key is not null and b.key = ${segment.key}))`;
  const shots = await screenshotRows(db, projectId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('screenshot_boxes as b')
          .select(sql`1`.as('one'))
          .whereRef('b.screenshot_id', '=', 'screenshots.id')
          .where(ofSegment),
      ),
    )
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .orderBy('id')
    .execute();
  if (shots.length === 0) return [];
  const boxes = await db
    .selectFrom('screenshot_boxes as b')
    .select(['b.screenshot_id', 'b.x', 'b.y', 'b.width', 'b.height', 'b.record_id', 'b.key', 'b.font'])
    .select(sql<boolean>`coalesce(${ofSegment}, false)`.as('this_segment'))
    .where(sql<boolean>`b.screenshot_id = any(${shots.map((shot) => shot.id)}::integer[])`)
    .orderBy('b.screenshot_id')
    .orderBy('b.position')
    .execute();
  return shots.map((shot) => ({
    screenshot: toScreenshot(shot),
    boxes: boxes
      .filter((box) => box.screenshot_id === shot.id)
      .map((box) => ({
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        record_id: box.record_id,
        key: box.key,
        font: box.font,
        this_segment: Boolean(box.this_segment),
      })),
  }));
}

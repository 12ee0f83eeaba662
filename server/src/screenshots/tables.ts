import type { Generated } from 'kysely';
import type { ScreenshotType } from '@tessera/shared/contract';
import type { Timestamp } from '../db/column-types.ts';

/** A screenshot of a project (migration 0903): its image as stored, metadata stripped, and its size. */
export interface ScreenshotsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  content_type: ScreenshotType;
  width: number;
  height: number;
  size: number;
  data: Uint8Array;
  created_by: number | null;
  created_at: Timestamp;
}

/** Where a string is on a screenshot, linked to a segment (`record_id`) or to a key (`key`), one of the two. */
export interface ScreenshotBoxesTable {
  screenshot_id: number;
  position: number;
  x: number;
  y: number;
  width: number;
  height: number;
  record_id: number | null;
  key: string | null;
  /** The CSS font the string is rendered in (migration 0906); null when not known. */
  font: Generated<string | null>;
}

export interface ScreenshotsTables {
  screenshots: ScreenshotsTable;
  screenshot_boxes: ScreenshotBoxesTable;
}

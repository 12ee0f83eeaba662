import { z } from 'zod';
import { Id, IdParam, Timestamp } from './common.ts';

/**
 * Screenshots of a project's screens (server/src/screenshots): each shows where its strings are, as boxes linked to
 * a segment of the project or to a key (a unit id of its documents), so a translator sees the screen a string is on.
 */

/** The largest screenshot accepted: a full-page capture of a large screen fits well below it. */
export const SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels and the longest side a screenshot may have, read from its header before anything decodes it: a
 * few kilobytes of compressed image can claim billions of pixels (a decompression bomb).
 */
export const SCREENSHOT_MAX_PIXELS = 50_000_000;
export const SCREENSHOT_MAX_SIDE = 16_384;
/** The boxes one screenshot may hold. */
export const SCREENSHOT_MAX_BOXES = 5_000;

/** The image types taken, each told by the file's content, never by its name or the type the client sends. */
export const ScreenshotType = z.enum(['image/png', 'image/jpeg', 'image/webp']);
export type ScreenshotType = z.infer<typeof ScreenshotType>;

export const ScreenshotName = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(200, 'name may be at most 200 characters');

export const Screenshot = z.object({
  id: Id,
  project_id: Id,
  name: z.string(),
  content_type: ScreenshotType,
  /** In pixels, as the image's header says. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Bytes stored, its metadata stripped. */
  size: z.number().int().min(0),
  /** How many boxes it holds. */
  boxes: z.number().int().min(0),
  created_at: Timestamp,
});
export type Screenshot = z.infer<typeof Screenshot>;

export const ScreenshotList = z.object({ screenshots: z.array(Screenshot) });
export type ScreenshotList = z.infer<typeof ScreenshotList>;

export const ScreenshotParams = z.object({ id: IdParam.shape.id, screenshotId: IdParam.shape.id });

export const RenameScreenshotBody = z.object({ name: ScreenshotName });
export type RenameScreenshotBody = z.input<typeof RenameScreenshotBody>;

/** A CSS `font` shorthand, as a browser's computed style gives it. */
const ScreenshotFont = z.string().trim().min(1, 'font may not be empty').max(200, 'font may be at most 200 characters');

const Pixels = z.number().int('must be whole pixels').min(0, 'must be at least 0').max(SCREENSHOT_MAX_SIDE);

/**
 * Where a string is on the screenshot, in the image's pixels (inside the image), and which string: a segment of
 * the project (`record_id`) or a key (`key`, the unit id of the project's segments that are the string), one of
 * the two.
 */
export const ScreenshotBox = z
  .object({
    x: Pixels,
    y: Pixels,
    width: Pixels.min(1, 'must be at least 1'),
    height: Pixels.min(1, 'must be at least 1'),
    record_id: Id.nullable().default(null),
    key: z.string().min(1, 'key may not be empty').max(1_000).nullable().default(null),
    /**
     * The font the string is rendered in on the screen, as CSS's `font` shorthand the page computed
     * (`600 14px / 20px Inter, sans-serif`); null when not known. The editor measures a translation in it.
     */
    font: ScreenshotFont.nullable().default(null),
  })
  .superRefine((box, context) => {
    if ((box.record_id === null) === (box.key === null))
      context.addIssue({
        code: 'custom',
        path: ['record_id'],
        message: 'link the box to a record_id or a key, one of them',
      });
  });
export type ScreenshotBox = z.input<typeof ScreenshotBox>;

/** A screenshot's boxes, in the order given; a PUT replaces them all. */
export const ScreenshotBoxes = z.object({
  boxes: z.array(ScreenshotBox).max(SCREENSHOT_MAX_BOXES, `may hold at most ${SCREENSHOT_MAX_BOXES} boxes`),
});
export type ScreenshotBoxes = z.input<typeof ScreenshotBoxes>;
export type ScreenshotBoxesAnswer = z.output<typeof ScreenshotBoxes>;

/** The segment a route of the editor's side panel is about, of the project `id`. */
export const SegmentScreenshotsParams = z.object({ id: IdParam.shape.id, recordId: IdParam.shape.id });

/**
 * The screenshots a segment is on (a box linked to it, or to its key), each with all its boxes in their order:
 * the segment's own marked `this_segment`, the others its neighbours on the screen.
 */
export const SegmentScreenshots = z.object({
  screenshots: z.array(
    z.object({
      screenshot: Screenshot,
      boxes: z.array(
        z.object({
          x: z.number().int(),
          y: z.number().int(),
          width: z.number().int(),
          height: z.number().int(),
          record_id: Id.nullable(),
          key: z.string().nullable(),
          font: z.string().nullable(),
          this_segment: z.boolean(),
        }),
      ),
    }),
  ),
});
export type SegmentScreenshots = z.infer<typeof SegmentScreenshots>;

/**
 * The `screenshot` filter of a document's segments: `none`, those on no screenshot of the project; an id, those on
 * that screenshot (a box linked to the segment or to its key).
 */
export const ScreenshotRecordsFilter = z.union([
  z.literal('none'),
  z
    .string()
    .regex(/^[0-9]{1,10}$/, "must be a screenshot's id or none")
    .transform(Number)
    .pipe(Id),
]);
export type ScreenshotRecordsFilter = z.output<typeof ScreenshotRecordsFilter>;

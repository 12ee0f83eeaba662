import { z } from 'zod';
import { IdParam, MessageBody } from '../common.ts';
import {
  RenameScreenshotBody,
  Screenshot,
  ScreenshotBoxes,
  ScreenshotList,
  ScreenshotParams,
  SegmentScreenshots,
  SegmentScreenshotsParams,
} from '../screenshots.ts';
import { routes } from '../routes.ts';
import { endpointsTagged, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('projects');

export const screenshotsEndpoints = define(routes.screenshots, {
  list: {
    summary: "The project's screenshots, by name, each with its size in pixels and bytes and how many boxes it holds",
    params: IdParam,
    response: { 200: ScreenshotList },
    errors: NO_CONFLICT_ERRORS,
  },
  upload: {
    summary:
      'Add a screenshot (multipart part "file", field "name", else the file\'s name): PNG, JPEG or WebP, told by ' +
      'its content; its metadata (text, time and Exif chunks; APP1-APP15 and comments; EXIF and XMP) stripped ' +
      'without re-encoding',
    description:
      '422 when the file is no PNG, JPEG or WebP image or cannot be read, or when its header claims more than ' +
      '50 megapixels or a side over 16384 pixels; 413 over 10 MB; 409 when the project has a screenshot of that name.',
    params: IdParam,
    consumes: ['multipart/form-data'],
    response: { 201: Screenshot },
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  image: {
    summary: "The screenshot's image, in its own type, as stored (its metadata stripped)",
    params: ScreenshotParams,
    response: { 200: z.unknown().describe('The image (image/png, image/jpeg or image/webp)') },
    errors: NO_CONFLICT_ERRORS,
  },
  rename: {
    summary: 'Rename a screenshot; 409 when the project has another of that name',
    params: ScreenshotParams,
    body: RenameScreenshotBody,
    response: { 200: Screenshot },
  },
  delete: {
    summary: 'Delete a screenshot with its boxes',
    params: ScreenshotParams,
    response: { 200: MessageBody },
    errors: NO_CONFLICT_ERRORS,
  },
  boxes: {
    summary: "The screenshot's boxes, in their order",
    params: ScreenshotParams,
    response: { 200: ScreenshotBoxes },
    errors: NO_CONFLICT_ERRORS,
  },
  putBoxes: {
    summary:
      "Replace the screenshot's boxes: each inside the image, linked to a segment of the project (record_id) or to " +
      'a key (the unit id of its segments)',
    description: '422 naming the box that lies outside the image or links a segment of no document of the project.',
    params: ScreenshotParams,
    body: ScreenshotBoxes,
    response: { 200: ScreenshotBoxes },
    errors: [400, 401, 403, 404, 422],
  },
  ofSegment: {
    summary:
      'The screenshots a segment of the project is on (a box linked to it or to its key), by name, each with all ' +
      "its boxes: the segment's own marked this_segment",
    description: '404 when the segment is of no document of the project.',
    params: SegmentScreenshotsParams,
    response: { 200: SegmentScreenshots },
    errors: NO_CONFLICT_ERRORS,
  },
});

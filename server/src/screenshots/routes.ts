import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_MAX_PIXELS,
  SCREENSHOT_MAX_SIDE,
  ScreenshotName,
} from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { isUniqueViolation } from '../db/errors.ts';
import { rowExists } from '../db/row-exists.ts';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError, requirePathId } from '../plugins/errors.ts';
import { receiveUpload } from '../plugins/uploads.ts';
import { cleanImage, ImageError } from './images.ts';
import {
  deleteScreenshot,
  findScreenshot,
  insertScreenshot,
  listScreenshots,
  readBoxes,
  recordsOfProject,
  renameScreenshot,
  replaceBoxes,
  screenshotImage,
  screenshotsOfSegment,
  segmentOfProject,
} from './repository.ts';

/**
 * The image is served as what it is and nothing else: no script or style may run in it should it be opened on its
 * own (it is never HTML, SVG or anything the browser would run, but its bytes are the uploader's).
 */
const IMAGE_POLICY = "default-src 'none'; sandbox";

const nameTaken = (name: string) =>
  new HttpError(409, 'screenshot_name_taken', `The project already has a screenshot named "${name}"`, { name });

/**
 * The 422 of an image refused, its code as the image said it. The two a person meets uploading by hand say one
 * message each, its values in `details`, so the screen words them in its language (shared/src/api-errors).
 */
function imageRefusal(error: ImageError): HttpError {
  if (error.code === 'not_an_image')
    return new HttpError(422, 'not_an_image', 'The file is not a PNG, JPEG or WebP image (told by its content)');
  if (error.code === 'image_too_large' && error.size) {
    const { width, height } = error.size;
    const [side, megapixels] = [SCREENSHOT_MAX_SIDE, SCREENSHOT_MAX_PIXELS / 1e6];
    return new HttpError(
      422,
      'image_too_large',
      `The image is ${width}×${height} pixels: at most ${side} pixels a side and ${megapixels} megapixels are taken`,
      { width, height, side, megapixels },
    );
  }
  return new HttpError(422, 'unreadable_image', error.message);
}

/** Screenshots of a project and the boxes of their strings; every route is about the project of its `:id`. */
export const screenshotRoutes: FastifyPluginAsyncZod = async (app) => {
  requirePathId(app, (id) => rowExists(app.db, 'projects', id), 'project_not_found', 'Project not found');

  const screenshotOr404 = async (projectId: number, id: number) =>
    foundOr404(await findScreenshot(app.db, projectId, id), 'screenshot_not_found', 'Screenshot not found');

  route(app, endpoints.screenshots.list, async (request) => ({
    screenshots: await listScreenshots(app.db, request.params.id),
  }));

  route(app, endpoints.screenshots.upload, async (request, reply) => {
    const upload = await receiveUpload(request, { maxBytes: SCREENSHOT_MAX_BYTES, what: 'image' });
    try {
      const name = ScreenshotName.safeParse(upload.fields.name ?? upload.filename);
      if (!name.success)
        throw new HttpError(400, 'invalid_screenshot_name', name.error.issues[0]?.message ?? 'name is not valid');
      const bytes = await readFile(upload.path);
      let clean;
      try {
        clean = cleanImage(bytes);
      } catch (error) {
        throw error instanceof ImageError ? imageRefusal(error) : error;
      }
      const id = await insertScreenshot(app.db, {
        projectId: request.params.id,
        name: name.data,
        ...clean,
        createdBy: request.user.id,
      }).catch((error: unknown) => {
        if (isUniqueViolation(error, 'screenshots_project_name')) throw nameTaken(name.data);
        throw error;
      });
      return reply.status(201).send(await screenshotOr404(request.params.id, id));
    } finally {
      await upload.remove();
    }
  });

  route(app, endpoints.screenshots.image, async (request, reply) => {
    const image = foundOr404(
      await screenshotImage(app.db, request.params.id, request.params.screenshotId),
      'screenshot_not_found',
      'Screenshot not found',
    );
    return reply
      .header('content-type', image.content_type)
      .header('content-security-policy', IMAGE_POLICY)
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(image.data));
  });

  route(app, endpoints.screenshots.rename, async (request) => {
    const { id, screenshotId } = request.params;
    const { name } = request.body;
    const renamed = await renameScreenshot(app.db, id, screenshotId, name).catch((error: unknown) => {
      if (isUniqueViolation(error, 'screenshots_project_name')) throw nameTaken(name);
      throw error;
    });
    if (!renamed) throw new HttpError(404, 'screenshot_not_found', 'Screenshot not found');
    return screenshotOr404(id, screenshotId);
  });

  route(app, endpoints.screenshots.delete, async (request) => {
    if (!(await deleteScreenshot(app.db, request.params.id, request.params.screenshotId)))
      throw new HttpError(404, 'screenshot_not_found', 'Screenshot not found');
    return { message: 'Screenshot deleted' };
  });

  route(app, endpoints.screenshots.boxes, async (request) => {
    const screenshot = await screenshotOr404(request.params.id, request.params.screenshotId);
    return { boxes: await readBoxes(app.db, screenshot.id) };
  });

  route(app, endpoints.screenshots.putBoxes, async (request) => {
    const screenshot = await screenshotOr404(request.params.id, request.params.screenshotId);
    const { boxes } = request.body;
    boxes.forEach((box, index) => {
      if (box.x + box.width > screenshot.width || box.y + box.height > screenshot.height)
        throw new HttpError(
          422,
          'box_outside_image',
          `boxes[${index}] (${box.x}, ${box.y}, ${box.width}×${box.height}) reaches outside the image, ` +
            `${screenshot.width}×${screenshot.height} pixels`,
        );
    });
    const recordIds = boxes.flatMap((box) => (box.record_id === null ? [] : [box.record_id]));
    const ofProject = await recordsOfProject(app.db, screenshot.project_id, recordIds);
    const stranger = boxes.findIndex((box) => box.record_id !== null && !ofProject.has(box.record_id));
    if (stranger >= 0)
      throw new HttpError(
        422,
        'box_record_not_in_project',
        `boxes[${stranger}].record_id ${boxes[stranger]!.record_id} is no segment of a document of this project`,
      );
    await replaceBoxes(app.db, screenshot.id, boxes);
    return { boxes: await readBoxes(app.db, screenshot.id) };
  });

  route(app, endpoints.screenshots.ofSegment, async (request) => {
    const { id, recordId } = request.params;
    const segment = foundOr404(await segmentOfProject(app.db, id, recordId), 'segment_not_found', 'Segment not found');
    return { screenshots: await screenshotsOfSegment(app.db, id, { id: recordId, key: segment.unit_id }) };
  });
};

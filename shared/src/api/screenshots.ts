import type { RenameScreenshotBody, ScreenshotBoxes } from '../contract/screenshots.ts';
import { call, routes, urlOf } from '@tessera/shared';
import { uploadForm } from './upload.ts';

/**
 * A project's screenshots and the boxes of the strings on them (each linked to a segment or a key). A document's
 * segments on a screenshot, or on none, are its records' `screenshot` filter.
 */
type ScreenshotRef = { projectId: number; screenshotId: number };
const paramsOf = ({ projectId, screenshotId }: ScreenshotRef) => ({ id: projectId, screenshotId });

export const listScreenshots = (projectId: number, signal?: AbortSignal) =>
  call(routes.screenshots.list, { params: { id: projectId }, signal });

/** 201 with the screenshot; 422 when it is no PNG, JPEG or WebP or too many pixels, 413 when too large. */
export const uploadScreenshot = (
  projectId: number,
  file: File,
  name?: string,
  onUploadProgress?: (fraction: number) => void,
) =>
  call(routes.screenshots.upload, {
    params: { id: projectId },
    body: uploadForm(file, name === undefined ? {} : { name }),
    onUploadProgress,
  });

/** URL of the image, for an <img src>. */
export const screenshotImageUrl = (ref: ScreenshotRef) => urlOf(routes.screenshots.image, paramsOf(ref));

export const renameScreenshot = (ref: ScreenshotRef, body: RenameScreenshotBody) =>
  call(routes.screenshots.rename, { params: paramsOf(ref), body });

export const deleteScreenshot = (ref: ScreenshotRef) => call(routes.screenshots.delete, { params: paramsOf(ref) });

export const screenshotBoxes = (ref: ScreenshotRef, signal?: AbortSignal) =>
  call(routes.screenshots.boxes, { params: paramsOf(ref), signal });

/** Replaces every box of the screenshot. */
export const putScreenshotBoxes = (ref: ScreenshotRef, body: ScreenshotBoxes) =>
  call(routes.screenshots.putBoxes, { params: paramsOf(ref), body });

/** The screenshots the segment is on, each with its boxes, the segment's own marked: the editor's side panel. */
export const segmentScreenshots = (projectId: number, recordId: number, signal?: AbortSignal) =>
  call(routes.screenshots.ofSegment, { params: { id: projectId, recordId }, signal });

import type { CreateHandoffBody, ResolveHandoffConflictsBody } from '../contract/handoffs.ts';
import { call, routes, urlOf } from '@tessera/shared';
import { uploadForm } from './upload.ts';

/**
 * Packages a project's documents go out in to a freelancer's desktop tool, and their returns. While a package is
 * out its documents' segments are read-only (`documentHandoff` says which package); a return answers the package
 * with its report: segments applied, unchanged, refused with their reasons, and conflicts to settle.
 */
type HandoffRef = { projectId: number; handoffId: number };
const paramsOf = ({ projectId, handoffId }: HandoffRef) => ({ id: projectId, handoffId });

/** Newest first. */
export const listHandoffs = (projectId: number, signal?: AbortSignal) =>
  call(routes.handoffs.list, { params: { id: projectId }, signal });

/** 201 with the package, out from now; 409 when a document is not ready or already out. */
export const createHandoff = (projectId: number, body: CreateHandoffBody) =>
  call(routes.handoffs.create, { params: { id: projectId }, body });

/** URL of the package's ZIP, used as a plain link so the browser streams it to disk. */
export const handoffPackageUrl = (ref: HandoffRef) => urlOf(routes.handoffs.package, paramsOf(ref));

/** Uploads the return (the OmegaT project or its target files, zipped, or one XLIFF file); answers with the report. */
export const returnHandoff = (ref: HandoffRef, file: File, onUploadProgress?: (fraction: number) => void) =>
  call(routes.handoffs.return, { params: paramsOf(ref), body: uploadForm(file), onUploadProgress });

export const resolveHandoffConflicts = (ref: HandoffRef, body: ResolveHandoffConflictsBody) =>
  call(routes.handoffs.resolve, { params: paramsOf(ref), body });

export const takeBackHandoff = (ref: HandoffRef) => call(routes.handoffs.takeBack, { params: paramsOf(ref) });

/** The package a document is out in, or null. */
export const documentHandoff = (documentId: number, signal?: AbortSignal) =>
  call(routes.handoffs.ofDocument, { params: { id: documentId }, signal });

import { IdParam } from '../common.ts';
import { FillRepetitionsBody, FilledRepetitions, RepetitionSettings } from '../repetitions.ts';
import { routes } from '../routes.ts';
import { documentParts } from './documents.ts';

export const repetitionsEndpoints = documentParts(routes.repetitions, {
  settings: {
    summary: 'What approving a segment does to its repetitions: offer (the default) or auto',
    params: IdParam,
    response: { 200: RepetitionSettings },
  },
  setSettings: {
    summary: 'Set what approving a segment does to its repetitions not approved yet: offer, or auto (fill them)',
    params: IdParam,
    body: RepetitionSettings,
    response: { 200: RepetitionSettings },
  },
  fill: {
    summary:
      "Give the segment's target to its repetitions not approved yet (each recorded in its history as a repetition); " +
      '409 when the segment changed since `updated_at`',
    params: IdParam,
    body: FillRepetitionsBody,
    response: { 200: FilledRepetitions },
    errors: [400, 401, 403, 404, 409],
  },
});

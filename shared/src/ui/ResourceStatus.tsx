import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProcessingStatus } from '../contract/common.ts';
import { linkClass } from './Button.tsx';
import { Badge } from './Layout.tsx';
import { Td } from './Table.tsx';

/**
 * The words for a glossary's, TM's or document's processing state: the API's own enum values, so that labels,
 * filters and the API say the same thing ("done" and "error" everywhere, never "ready" here and "failed" there).
 */
export const PROCESSING_STATUS_LABELS: Record<ProcessingStatus, string> = {
  pending: 'pending',
  uploaded: 'uploaded',
  processing: 'processing',
  done: 'done',
  error: 'error',
};

const tones = { pending: 'info', uploaded: 'info', processing: 'info', done: 'success', error: 'danger' } as const;

/** A state as a badge; while processing, with its progress. */
export function ProcessingBadge({ status, progress }: { status: ProcessingStatus; progress?: number }) {
  const label = PROCESSING_STATUS_LABELS[status];
  return (
    <Badge tone={tones[status]}>
      {status === 'processing' && progress !== undefined ? `${label} ${Math.round(progress * 100)}%` : label}
    </Badge>
  );
}

/** Stands for a language nobody has named yet (e.g. a TM whose import is still to read the file). */
export const LANGUAGE_NOT_SET = '(not set)';

/** "en → de"; a missing side says so in words instead of a "?": "en → (not set)". */
export function languagePair(source: string | null | undefined, target: string | null | undefined): string {
  return `${source?.trim() || LANGUAGE_NOT_SET} → ${target?.trim() || LANGUAGE_NOT_SET}`;
}

/** A listed resource's name linked to its screen, `children` beside it, and why its processing failed, if it did. */
export function ResourceNameCell({
  to,
  name,
  failure,
  children,
}: {
  to: string;
  name: string;
  failure: string | null | false;
  children?: ReactNode;
}) {
  return (
    <Td>
      <Link className={linkClass} to={to}>
        {name}
      </Link>
      {children}
      {failure && <p className="text-xs text-red-700">{failure}</p>}
    </Td>
  );
}

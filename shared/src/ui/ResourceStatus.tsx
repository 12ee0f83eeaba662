import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormats } from '@tessera/shared/i18n';
import type { Message } from '@tessera/shared/i18n/catalog';
import type { ProcessingStatus } from '../contract/common.ts';
import { linkClass } from './Button.tsx';
import { Badge } from './Layout.tsx';
import { Td } from './Table.tsx';
import { messagesIn, useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/**
 * The words for a glossary's, TM's or document's processing state: the API's own enum values, so that labels,
 * filters and the API say the same thing ("done" and "error" everywhere, never "ready" here and "failed" there).
 * English, as the API names them: on screen the badge says them in the interface's language
 * (PROCESSING_STATUS_MESSAGES).
 */
export const PROCESSING_STATUS_LABELS: Record<ProcessingStatus, string> = {
  pending: 'pending',
  uploaded: 'uploaded',
  processing: 'processing',
  done: 'done',
  error: 'error',
};

/** The kit's message of each state's word. */
const PROCESSING_STATUS_MESSAGES: Record<ProcessingStatus, Message<'kit'>> = {
  pending: kitWords.processingPending,
  uploaded: kitWords.processingUploaded,
  processing: kitWords.processingProcessing,
  done: kitWords.processingDone,
  error: kitWords.processingError,
};

const tones = { pending: 'info', uploaded: 'info', processing: 'info', done: 'success', error: 'danger' } as const;

/** A state as a badge; while processing, with its progress. */
export function ProcessingBadge({ status, progress }: { status: ProcessingStatus; progress?: number }) {
  const t = useMessages();
  const f = useFormats();
  return (
    <Badge tone={tones[status]}>
      {status === 'processing' && progress !== undefined
        ? t(kitWords.processingProgress, { percent: f.percent(progress) })
        : t(PROCESSING_STATUS_MESSAGES[status])}
    </Badge>
  );
}

/**
 * Stands for a language nobody has named yet (e.g. a TM whose import is still to read the file), in English:
 * `languagePair` says it in the interface's language.
 */
export const LANGUAGE_NOT_SET = '(not set)';

/**
 * "en → de"; a missing side says so in words instead of a "?": "en → (not set)". In the active interface language
 * at the moment it is called.
 */
export function languagePair(source: string | null | undefined, target: string | null | undefined): string {
  const t = messagesIn();
  const notSet = t(kitWords.languageNotSet);
  return t(kitWords.languagePair, { source: source?.trim() || notSet, target: target?.trim() || notSet });
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

/**
 * A document out in a package (its segments read-only until the package comes back or is taken back), said one way
 * wherever it shows: the editor's banner, the assignments tab's line and the documents table's badge.
 */
import type { DocumentHandoff } from '@tessera/shared/contract';
import { personName } from '@tessera/shared';
import { useFormats } from '@tessera/shared/i18n';
import { Badge } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/** "Out in an OmegaT package with ana since …, due …". */
export function usePackageOutLine(handoff: DocumentHandoff): string {
  const t = useMessages();
  const f = useFormats();
  const person = handoff.person ? personName(handoff.person) : t(documentsWords.packageOutEveryone);
  const since = f.dateTime(handoff.sent_at);
  return handoff.due_at
    ? t(documentsWords.packageOutDue, { format: handoff.format, person, since, due: f.dateTime(handoff.due_at) })
    : t(documentsWords.packageOut, { format: handoff.format, person, since });
}

/** The package line under a document's name (`line`), or a badge that holds it as its description (`badge`). */
export function PackageOut({ handoff, as }: { handoff: DocumentHandoff; as: 'line' | 'badge' }) {
  const t = useMessages();
  const line = usePackageOutLine(handoff);
  if (as === 'line') return <span className="text-xs font-medium text-amber-800">{line}</span>;
  return (
    <span title={line}>
      <Badge tone="warning">{t(documentsWords.packageOutBadge)}</Badge>
      <span className="sr-only">{line}</span>
    </span>
  );
}

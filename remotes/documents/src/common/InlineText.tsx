import { splitInline } from '@tessera/shared';
import type { InlineCode } from '@tessera/shared/contract';
import { useMessages } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/** One inline code as a non-editable chip showing its label (its markup on hover). */
export function InlineCodeChip({ code, codes }: { code: number; codes: readonly InlineCode[] }) {
  const t = useMessages();
  return (
    <span
      role="img"
      title={codes[code - 1]?.xml}
      aria-label={t(documentsWords.inlineCodeChip, { label: codes[code - 1]?.label ?? code })}
      className="mx-px inline-flex items-center rounded bg-slate-100 px-1 align-baseline font-mono text-[11px] leading-4 text-slate-700 ring-1 ring-slate-300 ring-inset"
    >
      {codes[code - 1]?.label ?? `#${code}`}
    </span>
  );
}

/** Read-only text with inline codes as chips (the source, or a locked target). */
export function InlineText({ value, codes }: { value: string; codes: readonly InlineCode[] }) {
  return (
    <>
      {splitInline(value).map((part, index) =>
        typeof part === 'string' ? (
          <span key={index}>{part}</span>
        ) : (
          <InlineCodeChip key={index} code={part.code} codes={codes} />
        ),
      )}
    </>
  );
}

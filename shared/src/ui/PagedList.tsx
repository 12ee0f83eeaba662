import { useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useFormats } from '@tessera/shared/i18n';
import { TextField, Toolbar } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/**
 * The toolbar above a searchable list: the search box (its label only for screen readers), "Updating…" while
 * a new page or search loads behind the one shown, then whatever else the list offers (`children`).
 */
export function SearchToolbar({
  label,
  searchLabel,
  value,
  onSearch,
  updating,
  searchRef,
  children,
}: {
  /** The toolbar's name: "Records". */
  label: string;
  /** The box's name: "Search records". */
  searchLabel: string;
  value: string;
  onSearch: (value: string) => void;
  updating: boolean;
  /** The search box, where focus goes when a list's last row is deleted. */
  searchRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  const t = useMessages();
  return (
    <Toolbar label={label}>
      <TextField
        ref={searchRef}
        label={searchLabel}
        hideLabel
        type="search"
        placeholder={t(kitWords.searchPlaceholder)}
        value={value}
        onChange={(e) => onSearch(e.target.value)}
        fieldClassName="w-80"
      />
      {updating && (
        <span role="status" className="pb-2 text-xs text-slate-500">
          {t(kitWords.searchUpdating)}
        </span>
      )}
      {children}
    </Toolbar>
  );
}

/**
 * How many rows the list holds ("245 total", "1,000+ total") or its search found ("111 matching"). While a new
 * search or page loads behind the rows shown (`stale`: TanStack's isPlaceholderData), it keeps saying what it
 * said for those rows, so a new search's label never shows with the old total.
 */
export function SearchSummary({
  total,
  capped = false,
  search,
  stale,
  testId,
}: {
  total: number;
  capped?: boolean;
  search: string;
  stale: boolean;
  testId?: string;
}) {
  const t = useMessages();
  const f = useFormats();
  const message = search
    ? capped
      ? kitWords.searchSummaryMatchingCapped
      : kitWords.searchSummaryMatching
    : capped
      ? kitWords.searchSummaryTotalCapped
      : kitWords.searchSummaryTotal;
  const text = t(message, { count: total, total: f.number(total) });
  const [settled, setSettled] = useState(text);
  if (!stale && settled !== text) setSettled(text);
  return (
    <span className="pb-2 text-sm text-slate-600 tabular-nums" data-testid={testId}>
      {stale ? settled : text}
    </span>
  );
}

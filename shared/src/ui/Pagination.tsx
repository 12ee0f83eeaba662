import { useFormats } from '@tessera/shared/i18n';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { Button } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type PaginationProps = {
  /** 0-based page index (the API's convention). */
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  label?: string;
  /**
   * The server stopped counting at `totalRows` (there are more): the total shows as "1,000+" and the page
   * count as a lower bound. Pass `hasNextPage` with it, since the total no longer says where the end is.
   */
  totalCapped?: boolean;
  /** Whether Next is enabled; by default, whether the current page is before the last one `totalRows` gives. */
  hasNextPage?: boolean;
};

/** Number of pages for a total; an empty list still has one (empty) page. */
export function pageCount(totalRows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRows / pageSize));
}

/** "101–125 of 125" with previous/next buttons. Pages are 0-based inside, 1-based on screen. */
export function Pagination({
  page,
  pageSize,
  totalRows,
  onPageChange,
  label,
  totalCapped = false,
  hasNextPage,
}: PaginationProps) {
  const t = useMessages();
  const f = useFormats();
  const pages = pageCount(totalRows, pageSize);
  const first = totalRows === 0 ? 0 : page * pageSize + 1;
  // A capped total is a lower bound: a page beyond it is full (otherwise the total would be exact).
  const last = totalCapped ? (page + 1) * pageSize : Math.min(totalRows, (page + 1) * pageSize);
  const strong = (value: number) => <span className="font-medium text-slate-800">{f.number(value)}</span>;
  const range = {
    first: strong(first),
    last: strong(last),
    total: strong(totalCapped ? Math.max(totalRows, last) : totalRows),
  };
  const pageOf = { page: f.number(page + 1), pages: f.number(totalCapped ? Math.max(pages, page + 1) : pages) };
  return (
    <nav
      aria-label={label ?? t(kitWords.paginationLabel)}
      className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-600"
    >
      <p aria-live="polite">
        {totalRows === 0
          ? t(kitWords.paginationNoRows)
          : richMessage(t, totalCapped ? kitWords.paginationRangeCapped : kitWords.paginationRange, range)}
      </p>
      <div className="flex items-center gap-2">
        <span>{t(totalCapped ? kitWords.paginationPageCapped : kitWords.paginationPage, pageOf)}</span>
        <Button
          size="sm"
          aria-label={t(kitWords.paginationPreviousLabel)}
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
        >
          {t(kitWords.paginationPrevious)}
        </Button>
        <Button
          size="sm"
          aria-label={t(kitWords.paginationNextLabel)}
          disabled={!(hasNextPage ?? page < pages - 1)}
          onClick={() => onPageChange(page + 1)}
        >
          {t(kitWords.paginationNext)}
        </Button>
      </div>
    </nav>
  );
}

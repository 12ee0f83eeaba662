/**
 * A server of an earlier release of this major answers a request for a page with every item: it predates the
 * paging parameters and ignores them. A remote deployed before its server cuts the page from that answer itself, in
 * the server's order (newest first in every release), keeping the items `wanted` says the parameters asked for.
 */
export function pageOfWholeList<T>(
  every: readonly T[],
  { page, limit }: { page: number; limit: number },
  wanted: (item: T) => boolean = () => true,
): { records: T[]; total_rows: number } {
  const kept = every.filter(wanted);
  return { records: kept.slice(page * limit, (page + 1) * limit), total_rows: kept.length };
}

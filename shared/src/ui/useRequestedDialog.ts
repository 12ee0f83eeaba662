import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The dialog open on an item's screen, which a link can ask for: `?then=import` or `?then=delete` (what a failed
 * import's toast sends the user to) opens that one once, when `allowed` says the user may; the parameter then
 * goes, so a reload does not reopen it.
 */
export function useRequestedDialog<Dialog extends string>(requestable: readonly Dialog[], allowed: boolean) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [params, setParams] = useSearchParams();
  const then = params.get('then');
  useEffect(() => {
    if (then === null) return;
    const requested = requestable.find((name) => name === then);
    if (allowed && requested) setDialog(requested);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('then');
        return next;
      },
      { replace: true },
    );
  }, [then, allowed, requestable, setParams]);
  return [dialog, setDialog] as const;
}

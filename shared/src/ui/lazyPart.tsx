import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Alert } from './states.tsx';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type LazyPartOptions = {
  /** Shown while the part's code downloads; nothing by default. */
  fallback?: ReactNode;
  /**
   * The part in the failure message, e.g. 'The History tab': as a function, asked when the message shows (a
   * translated text in the language of that moment); "This part of the screen" by default.
   */
  what?: string | (() => string);
};

/**
 * A component whose code downloads the first time it renders (`React.lazy` of one named export), with its own
 * loading fallback and error boundary: when the download fails (a lost connection, a redeploy that removed the old
 * chunk), only this part shows a message with Retry while the rest of the screen, and what was typed in it, stays.
 * Retry starts a fresh download: a `lazy` component keeps its first rejection for good. A part that closes itself
 * (an `onClose` prop, as dialogs have) can also be closed from the message. Typed as the export itself, generic
 * components included.
 */
export function lazyPart<Module extends Record<Name, ComponentType<never>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  { fallback = null, what }: LazyPartOptions = {},
): Module[Name] {
  const download = () => lazy(() => load().then((module) => ({ default: module[name] as ComponentType<object> })));
  let Loaded = download();

  function LazyPart(props: object) {
    const [attempt, setAttempt] = useState(0);
    const t = useMessages();
    const retry = () => {
      Loaded = download();
      setAttempt(attempt + 1);
    };
    const onClose = (props as { onClose?: unknown }).onClose;
    const failed = (
      <Alert
        tone="error"
        action={
          <span className="flex gap-2">
            <Button size="sm" onClick={retry}>
              {t(kitWords.retry)}
            </Button>
            {typeof onClose === 'function' && (
              <Button size="sm" variant="ghost" onClick={() => onClose()}>
                {t(kitWords.close)}
              </Button>
            )}
          </span>
        }
      >
        {t(kitWords.lazyPartFailed, { what: (typeof what === 'function' ? what() : what) ?? t(kitWords.lazyPartWhat) })}
      </Alert>
    );
    return (
      <PartBoundary key={attempt} failed={failed}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return LazyPart as unknown as Module[Name];
}

/**
 * Starts `load` at the user's first press of a key or pointer on the page: code a press may open (a dialog, a
 * segment's matches) is then there by the time the click it began opens it, without weighing on the page's first
 * download.
 */
export function loadAtFirstPress(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  for (const firstPress of ['pointerdown', 'keydown'])
    window.addEventListener(firstPress, () => void load(), { once: true, capture: true, passive: true });
}

class PartBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

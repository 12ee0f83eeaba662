import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SpellingWord } from '@tessera/shared/contract';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/**
 * The menu of a misspelled word: its suggestions (one replaces the word), "Add to dictionary" (the project's, for
 * the target language) and "Ignore" (in this segment). A WAI-ARIA menu: the first item has the focus, arrows move
 * it, Enter or a click picks, Escape, Tab or a click elsewhere closes it and the caret goes back to the target.
 */
export function SpellingMenu({
  word,
  x,
  y,
  onReplace,
  onAdd,
  onIgnore,
  onClose,
  describeError,
}: {
  word: SpellingWord;
  x: number;
  y: number;
  onReplace: (suggestion: string) => void;
  /** Absent when the document is in no project (there is no dictionary to add to). */
  onAdd: (() => Promise<void>) | undefined;
  onIgnore: () => void;
  onClose: () => void;
  describeError: (error: unknown) => string;
}) {
  const t = useMessages();
  const menu = useRef<HTMLDivElement>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];

  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- opened once per word
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The editor's keys (Tab leaves the segment, arrows move between segments, Enter opens one) are not the menu's.
    event.stopPropagation();
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') onClose();
    else return;
    event.preventDefault();
  };

  const add = () => {
    if (!onAdd) return;
    setAdding(true);
    setFailure(null);
    onAdd().catch((error: unknown) => {
      setAdding(false);
      setFailure(describeError(error));
    });
  };

  const item =
    'block w-full px-3 py-1 text-start text-sm text-slate-800 hover:bg-sky-50 focus:bg-sky-100 focus:outline-none disabled:text-slate-400';
  return (
    <div
      ref={menu}
      role="menu"
      aria-label={t(editorPartsWords.editorSpellingMenu, { word: word.word })}
      onKeyDown={onKeyDown}
      style={{ position: 'fixed', left: x, top: y }}
      className="z-50 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
    >
      {word.suggestions.length === 0 && (
        <p className="px-3 py-1 text-sm text-slate-500 italic">{t(editorPartsWords.editorSpellingNoSuggestions)}</p>
      )}
      {word.suggestions.slice(0, 5).map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`${item} font-medium`}
          onClick={() => onReplace(suggestion)}
        >
          {suggestion}
        </button>
      ))}
      <div role="separator" className="my-1 border-t border-slate-200" />
      {onAdd && (
        <button type="button" role="menuitem" tabIndex={-1} className={item} disabled={adding} onClick={add}>
          {adding ? t(editorPartsWords.editorSpellingAdding) : t(editorPartsWords.editorSpellingAdd)}
        </button>
      )}
      <button type="button" role="menuitem" tabIndex={-1} className={item} onClick={onIgnore}>
        {t(editorPartsWords.editorSpellingIgnore)}
      </button>
      {failure && (
        <p role="alert" className="max-w-64 px-3 py-1 text-xs text-red-700">
          {t(editorPartsWords.editorSpellingNotAdded, { reason: failure })}
        </p>
      )}
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { call, routes } from '@tessera/shared';
import type { DocumentRecord, SpellingWord } from '@tessera/shared/contract';
import { errorMessage, useDocument } from '../../../common/documentQueries.ts';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { useMessages } from '../common/parts-i18n.ts';
import { useEditorShortcut } from '../common/shortcuts.ts';
import { SpellingMenu } from './SpellingMenu.tsx';
import { suggestionsFor } from '../common/suggestions.ts';
import { caretOffset, textPieces, wordAt, wordRanges } from './textMap.ts';
import * as editorWords from '../locales/en/editor.arb';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/** How long typing inside a word must pause before the target is checked. */
export const CHECK_DELAY_MS = 300;
/** Input that ends a word (a space, punctuation) or brings whole words (a paste, a drop, a replacement). */
const WORD_ENDS = /[\s\p{P}\p{S}]$/u;
const WHOLE_WORDS = new Set(['insertFromPaste', 'insertFromDrop', 'insertReplacementText', 'insertFromYank']);

/** Whether the input just finished a word, so that it can be checked at once, as word processors do. */
function endsWord(event: Event): boolean {
  if (!(event instanceof InputEvent)) return false;
  return WHOLE_WORDS.has(event.inputType) || (event.data !== null && WORD_ENDS.test(event.data));
}
/** The name of the squiggles' highlight (CSS Custom Highlight API), styled once per page. */
const HIGHLIGHT = 'tessera-misspelled';
/** The check takes at most this many characters (the contract's MAX_SPELLING_TEXT): longer targets are not checked. */
const MAX_TEXT = 5000;

// Kept for the page's life: a word ignored in a segment stays ignored when the segment is opened again, and a
// language without a dictionary is said once and then not asked about again.
const ignoredIn = new Map<number, Set<string>>();
const withoutDictionary = new Set<string>();

type Found = { word: SpellingWord; range: Range };
type Menu = { found: Found; x: number; y: number };

/** Draws the squiggles under the ranges, where the browser has the CSS Custom Highlight API (else none). */
function drawSquiggles(ranges: Range[]) {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return;
  if (!styled && 'adoptedStyleSheets' in document) {
    // A constructed sheet: the page's style-src does not allow inline <style>, and the main CSS stays as it is.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `::highlight(${HIGHLIGHT}){text-decoration:underline wavy #dc2626;text-decoration-skip-ink:none;text-underline-offset:3px}`,
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    styled = true;
  }
  // A check of text without misspellings, the usual answer while typing, changes nothing on the page.
  if (ranges.length === 0) {
    if (CSS.highlights.has(HIGHLIGHT)) CSS.highlights.delete(HIGHLIGHT);
  } else CSS.highlights.set(HIGHLIGHT, new Highlight(...ranges));
}
let styled = false;

/** Where the menu opens: under the word, or at the pointer when the word has no box (no layout). */
function placeOf(range: Range, fallback?: { x: number; y: number }) {
  const box = range.getBoundingClientRect?.();
  if (box && (box.width > 0 || box.height > 0)) return { x: box.left, y: box.bottom + 2 };
  return fallback ?? { x: 0, y: 0 };
}

/**
 * Spell checking of the open target: a finished word or a pause in typing sends its text to the server, and the
 * misspelled words it answers get a red wavy underline (never in codes: the server skips them, and offsets map onto text nodes only).
 * Right-click on such a word, or Shift+F10 with the caret in it, opens its suggestions. Loaded after the editor
 * opens, so that none of it weighs on the editor's first download or on typing.
 */
export function SpellingLayer({
  editor,
  record,
  lang,
  pauseMs = CHECK_DELAY_MS,
}: {
  editor: RefObject<HTMLDivElement | null>;
  record: DocumentRecord;
  lang: string;
  /** The pause in typing inside a word before the target is checked. */
  pauseMs?: number;
}) {
  const t = useMessages();
  const tEditor = useEditorMessages();
  const owner = useDocument(record.document_id);
  const projectId = owner.data?.project_id ?? null;
  // The first check waits for the document (cached by the editor's screen): its project's dictionary counts.
  const ready = !owner.isPending;
  const [found, setFound] = useState<Found[]>([]);
  const [menu, setMenu] = useState<Menu | null>(null);
  // Why the target is not checked: the server's words, or none (then the editor says it).
  const [note, setNote] = useState<{ message: string | null } | null>(null);
  const check = useRef<() => void>(() => {});

  /** Opens a word's menu once its suggestions are in (none when they cannot be had). */
  const openMenu = useRef<(hit: Found, place: { x: number; y: number }) => void>(() => {});
  openMenu.current = (hit, place) => {
    suggestionsFor(lang, hit.word.word)
      .catch((): string[] => [])
      .then((suggestions) => setMenu({ found: { ...hit, word: { ...hit.word, suggestions } }, ...place }));
  };

  check.current = () => {
    const element = editor.current;
    if (!element || withoutDictionary.has(lang)) return;
    const { value } = textPieces(element);
    controller.current?.abort();
    if (value.trim() === '' || value.length > MAX_TEXT) return show([]);
    const aborter = new AbortController();
    controller.current = aborter;
    call(routes.spelling.check, {
      body: { lang, text: value, suggest: false, ...(projectId ? { project_id: projectId } : {}) },
      signal: aborter.signal,
    }).then(
      (answer) => {
        if (aborter.signal.aborted) return;
        if (answer.dictionary === null) {
          withoutDictionary.add(lang);
          setNote({ message: answer.message ?? null });
          return show([]);
        }
        // The server's dictionary takes over from the browser's, which may be another language's.
        if (element.spellcheck !== false) element.spellcheck = false;
        const ignored = ignoredIn.get(record.id);
        const words = answer.misspelled.filter((word) => !ignored?.has(word.word));
        const ranges = wordRanges(element, value, words);
        show(ranges.length === words.length ? words.map((word, index) => ({ word, range: ranges[index]! })) : []);
      },
      // A slow or failed check shows nothing; the next pause in typing asks again.
      () => !aborter.signal.aborted && show([]),
    );
  };
  const controller = useRef<AbortController | null>(null);
  const show = useCallback((next: Found[]) => {
    setFound((current) => (current.length === 0 && next.length === 0 ? current : next));
    drawSquiggles(next.map(({ range }) => range));
  }, []);

  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A finished word is checked at once; typing inside a word only restarts the timer, so a word half typed is
    // not flagged. The check is a request, never in the keystroke's way.
    const onInput = (event: Event) => {
      clearTimeout(timer);
      controller.current?.abort();
      if (endsWord(event)) check.current();
      else timer = setTimeout(() => check.current(), pauseMs);
    };
    const onContextMenu = (event: MouseEvent) => {
      const hit = foundAt(event.clientX, event.clientY);
      if (!hit) return;
      event.preventDefault();
      openMenu.current(hit, placeOf(hit.range, { x: event.clientX, y: event.clientY }));
    };
    element.addEventListener('input', onInput);
    element.addEventListener('contextmenu', onContextMenu);
    return () => {
      clearTimeout(timer);
      controller.current?.abort();
      element.removeEventListener('input', onInput);
      element.removeEventListener('contextmenu', onContextMenu);
      drawSquiggles([]);
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- one segment's editor, from opening to leaving it
  }, [editor, record.id, pauseMs]);

  useEffect(() => {
    if (ready) check.current();
  }, [ready, projectId, record.id]);

  // Squiggles are not read out: the target's description names the flagged words instead.
  const described = useId();
  useEffect(() => {
    const element = editor.current;
    element?.setAttribute('aria-describedby', described);
    return () => element?.removeAttribute('aria-describedby');
  }, [editor, described]);

  /** The misspelled word under the pointer, or, without layout to hit-test, the one with the caret in it. */
  const foundAt = (x: number, y: number): Found | undefined => {
    const current = foundRef.current;
    const hit = current.find(({ range }) =>
      [...(range.getClientRects?.() ?? [])].some(
        (box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
      ),
    );
    return hit ?? foundAtCaret();
  };
  const foundAtCaret = (): Found | undefined => {
    const element = editor.current;
    const offset = element ? caretOffset(element) : null;
    if (offset === null) return undefined;
    const word = wordAt(
      foundRef.current.map(({ word }) => word),
      offset,
    );
    return foundRef.current.find((entry) => entry.word === word);
  };
  const foundRef = useRef(found);
  foundRef.current = found;

  useEditorShortcut({
    keys: 'Shift+F10',
    description: t(editorPartsWords.editorShortcutSpelling),
    group: 'Editing',
    handler: () => {
      const hit = foundAtCaret();
      // Elsewhere the key keeps its own meaning (the browser's context menu).
      if (!hit) return false;
      openMenu.current(hit, placeOf(hit.range));
    },
  });

  const close = () => {
    setMenu(null);
    editor.current?.focus();
  };

  const replace = (found: Found, replacement: string) => {
    const element = editor.current;
    if (!element) return;
    element.focus();
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(found.range);
    // insertText keeps the browser's undo history and sends the input event the drafts listen to.
    const done = typeof document.execCommand === 'function' && document.execCommand('insertText', false, replacement);
    if (!done) {
      found.range.deleteContents();
      const text = document.createTextNode(replacement);
      found.range.insertNode(text);
      const caret = document.createRange();
      caret.setStartAfter(text);
      selection?.removeAllRanges();
      selection?.addRange(caret);
      element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: replacement }));
    }
    show(foundRef.current.filter((entry) => entry.range !== found.range));
    setMenu(null);
  };

  const ignore = (word: string) => {
    ignoredIn.set(record.id, new Set([...(ignoredIn.get(record.id) ?? []), word]));
    show(found.filter((entry) => entry.word.word !== word));
    close();
  };

  const addToDictionary = async (word: string) => {
    if (!projectId) return;
    await call(routes.spelling.addWord, { params: { id: projectId, lang }, body: { word } });
    show(found.filter((entry) => entry.word.word !== word));
    close();
    check.current();
  };

  const flagged = [...new Set(found.map(({ word }) => word.word))];
  return (
    <>
      <span id={described} className="sr-only">
        {flagged.length > 0 &&
          t(editorPartsWords.editorSpellingFlagged, { words: flagged.join(tEditor(editorWords.editorListSeparator)) })}
      </span>
      {note && (
        <p className="mt-1 text-xs text-slate-500" role="note">
          {note.message ?? t(editorPartsWords.editorSpellingNoDictionary, { lang })}
        </p>
      )}
      {menu &&
        createPortal(
          <SpellingMenu
            word={menu.found.word}
            x={menu.x}
            y={menu.y}
            onReplace={(suggestion) => replace(menu.found, suggestion)}
            onAdd={projectId ? () => addToDictionary(menu.found.word.word) : undefined}
            onIgnore={() => ignore(menu.found.word.word)}
            onClose={close}
            describeError={errorMessage}
          />,
          document.body,
        )}
    </>
  );
}

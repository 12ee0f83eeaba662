import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type DependencyList,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * A key combination as people write it: modifiers then one key, joined by '+': 'Ctrl+Enter', 'Ctrl+Shift+S',
 * 'Alt+ArrowUp', 'F9', '?', 'Ctrl+1'. 'Ctrl' also matches ⌘ on a Mac. Letters match either case; digits match
 * the key itself (Shift+1 types '!' on most layouts, so digits go by the physical key).
 */
export type ShortcutKeys = string;

export type ShortcutSpec = {
  /** One combination, or several that do the same (the help lists them with "or"). */
  keys: ShortcutKeys | readonly ShortcutKeys[];
  /** What it does, as the help overlay says it. */
  description: string;
  /**
   * Heading the help overlay lists it under, in English as an identifier ('Navigation', 'Editing', 'Matches',
   * 'Side panel', 'Find and replace', 'Workflow', 'View', 'Help'): the help shows it in the interface's language.
   */
  group: string;
  /**
   * Runs on the key press. Answering `false` says "not mine this time" (the key keeps its default action and
   * older registrations of the same keys get it); anything else prevents the default.
   */
  handler: (event: KeyboardEvent) => unknown;
  /** A disabled shortcut is neither run nor listed (say, approve for a reader who may not edit). */
  enabled?: boolean;
};

export type RegisteredShortcut = Omit<ShortcutSpec, 'keys'> & { keys: readonly ShortcutKeys[] };

type Combination = { ctrl: boolean; alt: boolean; shift: boolean; key: string };

const MODIFIERS = new Set(['ctrl', 'alt', 'shift']);

/** Parses 'Ctrl+Shift+S'. A '+' key itself is written as the last part: 'Ctrl++'. */
export function parseKeys(keys: ShortcutKeys): Combination {
  const parts = keys.endsWith('++') ? [...keys.slice(0, -2).split('+'), '+'] : keys.split('+');
  const key = parts.pop();
  if (!key) throw new Error(`No key in shortcut "${keys}"`);
  const modifiers = parts.map((part) => part.toLowerCase());
  for (const modifier of modifiers) {
    if (!MODIFIERS.has(modifier)) throw new Error(`Unknown modifier "${modifier}" in shortcut "${keys}"`);
  }
  return { ctrl: modifiers.includes('ctrl'), alt: modifiers.includes('alt'), shift: modifiers.includes('shift'), key };
}

/** A key that types a character (letters, digits, punctuation) as opposed to Enter, F1, ArrowUp... */
const printable = (key: string) => [...key].length === 1;

export function matches(combination: Combination, event: KeyboardEvent): boolean {
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl !== combination.ctrl || event.altKey !== combination.alt) return false;
  // AltGr arrives as Ctrl+Alt on Windows: characters such as '{', '@' or 'ą' on German and Polish layouts.
  if (combination.ctrl && combination.alt && event.getModifierState?.('AltGraph')) return false;
  const { key } = combination;
  if (/^[0-9]$/.test(key))
    return (
      event.shiftKey === combination.shift &&
      (event.code === `Digit${key}` || event.code === `Numpad${key}` || event.key === key)
    );
  if (/^[a-z]$/i.test(key))
    return event.shiftKey === combination.shift && event.key.toLowerCase() === key.toLowerCase();
  // Punctuation such as '?' needs Shift on one layout and not on another: the character decides.
  if (printable(key)) return event.key === key;
  return event.shiftKey === combination.shift && event.key.toLowerCase() === key.toLowerCase();
}

const editableTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);

/**
 * The shortcuts of one screen. One keydown listener serves them all, so that the help overlay lists exactly
 * what the keys do. The newest registration of a combination is asked first (a dialog or panel opened over the
 * grid takes over its keys while it is there).
 */
export class ShortcutRegistry {
  private entries: {
    spec: RegisteredShortcut;
    combinations: Combination[];
    handler: { current: ShortcutSpec['handler'] };
  }[] = [];
  private listeners = new Set<() => void>();
  private snapshot: readonly RegisteredShortcut[] = [];
  private detach: (() => void) | null = null;

  private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;

  constructor(
    target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window === 'undefined'
      ? null
      : window,
  ) {
    this.target = target;
  }

  register(spec: ShortcutSpec, handler: { current: ShortcutSpec['handler'] }): () => void {
    const keys = typeof spec.keys === 'string' ? [spec.keys] : [...spec.keys];
    const entry = { spec: { ...spec, keys }, combinations: keys.map(parseKeys), handler };
    this.entries = [...this.entries, entry];
    this.changed();
    return () => {
      this.entries = this.entries.filter((other) => other !== entry);
      this.changed();
    };
  }

  /** What is registered and enabled, in registration order (the help overlay's list). */
  list = (): readonly RegisteredShortcut[] => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Runs the shortcut the event stands for; true when one took it. */
  dispatch = (event: KeyboardEvent): boolean => {
    if (event.defaultPrevented || event.isComposing) return false;
    // A modal dialog over the screen (sign in again, confirm) owns the keyboard.
    if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return false;
    for (let index = this.entries.length - 1; index >= 0; index--) {
      const { spec, combinations, handler } = this.entries[index];
      if (spec.enabled === false) continue;
      const combination = combinations.find((candidate) => matches(candidate, event));
      if (!combination) continue;
      // A plain character typed into a field is text, not a command ('?' in a target is a question mark).
      if (!combination.ctrl && !combination.alt && printable(combination.key) && editableTarget(event.target)) continue;
      if (handler.current(event) === false) continue;
      event.preventDefault();
      event.stopPropagation();
      return true;
    }
    return false;
  };

  private changed() {
    this.snapshot = this.entries.filter((entry) => entry.spec.enabled !== false).map((entry) => entry.spec);
    if (this.entries.length > 0 && !this.detach && this.target) {
      const target = this.target;
      const listener = (event: Event) => void this.dispatch(event as KeyboardEvent);
      target.addEventListener('keydown', listener);
      this.detach = () => target.removeEventListener('keydown', listener);
    } else if (this.entries.length === 0 && this.detach) {
      this.detach();
      this.detach = null;
    }
    for (const listener of this.listeners) listener();
  }
}

const defaultRegistry = new ShortcutRegistry();
const RegistryContext = createContext<ShortcutRegistry>(defaultRegistry);

/** Gives a subtree its own registry (each document screen, each test). */
export function ShortcutScope({ registry, children }: { registry: ShortcutRegistry; children: ReactNode }) {
  return createElement(RegistryContext.Provider, { value: registry }, children);
}

/**
 * Registers a keyboard shortcut while the component is mounted. The handler always sees the latest render;
 * `deps` re-register when the keys, description or enabled state are computed from them.
 */
export function useEditorShortcut(spec: ShortcutSpec, deps: DependencyList = []): void {
  const registry = useContext(RegistryContext);
  const handler = useRef(spec.handler);
  handler.current = spec.handler;
  const keys = typeof spec.keys === 'string' ? spec.keys : spec.keys.join('\n');
  const { description, group, enabled } = spec;
  // The handler goes through the ref, so a new closure each render does not re-register.
  useEffect(
    () =>
      registry.register(
        { keys: keys.split('\n'), description, group, enabled, handler: (event) => handler.current(event) },
        handler,
      ),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- deps is the caller's list of what the spec is computed from
    [registry, keys, description, group, enabled, ...deps],
  );
}

/** A shortcut that puts the caret in a field with its text selected, ready to be typed over (find, go to). */
export function useFocusShortcut(field: RefObject<HTMLInputElement | null>, spec: Omit<ShortcutSpec, 'handler'>): void {
  useEditorShortcut({
    ...spec,
    handler: () => {
      field.current?.focus();
      field.current?.select();
    },
  });
}

/** The digit pressed, by its physical key (Shift+1 types '!' on most layouts, and a layout may type another). */
const digitOf = (event: KeyboardEvent) => Number(/\d$/.exec(event.code)?.[0] ?? event.key);

/** Keys that pick an item of a numbered list: `prefix`1 … `prefix`count, listed in the help under `group`. */
export type NumberedKeys = { prefix: string; count: number; group: string };

/**
 * The numbered keys pick item N of a list (the matches, the terms) while enabled. Taken even when that item does
 * not exist (Ctrl+digit would otherwise switch browser tabs): `onMissing` gets its number then.
 */
export function useNumberedShortcuts<T>(
  { prefix, count, group, description }: NumberedKeys & { description: string },
  enabled: boolean,
  items: readonly T[],
  onItem: (item: T) => void,
  onMissing?: (number: number) => void,
) {
  useEditorShortcut({
    keys: Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`),
    description,
    group,
    enabled,
    handler: (event) => {
      const number = digitOf(event);
      const item = items[number - 1];
      if (item) onItem(item);
      else onMissing?.(number);
    },
  });
}

/** Every enabled shortcut of the screen, live (the help overlay). */
export function useRegisteredShortcuts(): readonly RegisteredShortcut[] {
  const registry = useContext(RegistryContext);
  return useSyncExternalStore(registry.subscribe, registry.list, registry.list);
}

/** Shortcuts grouped by their heading, groups in the order they first appear. */
export function groupShortcuts(shortcuts: readonly RegisteredShortcut[]): [string, RegisteredShortcut[]][] {
  const groups = new Map<string, RegisteredShortcut[]>();
  for (const shortcut of shortcuts) groups.set(shortcut.group, [...(groups.get(shortcut.group) ?? []), shortcut]);
  return [...groups];
}

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import {
  ShortcutRegistry,
  ShortcutScope,
  matches,
  parseKeys,
  useEditorShortcut,
  type ShortcutSpec,
} from '../common/shortcuts.ts';

// Each test's registrations end with it: a registry left listening on window would take the next test's keys.
const unregister: (() => void)[] = [];
afterEach(() => {
  cleanup();
  unregister.splice(0).forEach((off) => off());
});

const key = (init: KeyboardEventInit & { target?: Element }) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  (init.target ?? document.body).dispatchEvent(event);
  return event;
};

function Shortcut(spec: ShortcutSpec) {
  useEditorShortcut(spec);
  return null;
}

describe('key combinations', () => {
  it('reads modifiers and the key, a "+" key included', () => {
    expect(parseKeys('Ctrl+Shift+S')).toEqual({ ctrl: true, alt: false, shift: true, key: 'S' });
    expect(parseKeys('F9')).toEqual({ ctrl: false, alt: false, shift: false, key: 'F9' });
    expect(parseKeys('Ctrl++')).toEqual({ ctrl: true, alt: false, shift: false, key: '+' });
    expect(() => parseKeys('Hyper+K')).toThrow(/Unknown modifier/);
  });

  it('matches Ctrl or ⌘, letters in either case, and digits by their physical key under Shift', () => {
    const event = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
    expect(matches(parseKeys('Ctrl+Enter'), event({ key: 'Enter', ctrlKey: true }))).toBe(true);
    expect(matches(parseKeys('Ctrl+Enter'), event({ key: 'Enter', metaKey: true }))).toBe(true);
    expect(matches(parseKeys('Ctrl+Enter'), event({ key: 'Enter' }))).toBe(false);
    expect(matches(parseKeys('Ctrl+Enter'), event({ key: 'Enter', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matches(parseKeys('Ctrl+Shift+S'), event({ key: 'S', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(matches(parseKeys('Ctrl+Shift+S'), event({ key: 's', ctrlKey: true }))).toBe(false);
    expect(matches(parseKeys('Ctrl+Shift+1'), event({ key: '!', code: 'Digit1', ctrlKey: true, shiftKey: true }))).toBe(
      true,
    );
    expect(matches(parseKeys('Ctrl+1'), event({ key: '!', code: 'Digit1', ctrlKey: true, shiftKey: true }))).toBe(
      false,
    );
    expect(matches(parseKeys('?'), event({ key: '?', shiftKey: true }))).toBe(true);
    expect(matches(parseKeys('Alt+ArrowDown'), event({ key: 'ArrowDown', altKey: true }))).toBe(true);
  });
});

describe('the shortcut registry', () => {
  it('runs the newest registration first and lets a handler pass the key on by answering false', () => {
    const registry = new ShortcutRegistry(window);
    const older = vi.fn();
    const newer = vi.fn(() => false);
    const offOlder = registry.register(
      { keys: 'F9', description: 'older', group: 'g', handler: older },
      { current: older },
    );
    const offNewer = registry.register(
      { keys: 'F9', description: 'newer', group: 'g', handler: newer },
      { current: newer },
    );
    const event = key({ key: 'F9' });
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    offOlder();
    offNewer();
    // With nothing registered the listener is gone: the key keeps its default.
    expect(key({ key: 'F9' }).defaultPrevented).toBe(false);
    expect(older).toHaveBeenCalledTimes(1);
  });

  it('leaves plain characters typed into a field alone, but not Ctrl combinations or F keys', () => {
    const registry = new ShortcutRegistry(window);
    const help = vi.fn();
    const approve = vi.fn();
    unregister.push(
      registry.register({ keys: '?', description: 'help', group: 'g', handler: help }, { current: help }),
      registry.register(
        { keys: 'Ctrl+Enter', description: 'approve', group: 'g', handler: approve },
        { current: approve },
      ),
    );
    const field = document.body.appendChild(document.createElement('textarea'));
    expect(key({ key: '?', target: field }).defaultPrevented).toBe(false);
    expect(help).not.toHaveBeenCalled();
    key({ key: '?' });
    expect(help).toHaveBeenCalledTimes(1);
    key({ key: 'Enter', ctrlKey: true, target: field });
    expect(approve).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('does nothing for keys pressed in a modal dialog, or for disabled shortcuts', () => {
    const registry = new ShortcutRegistry(window);
    const approve = vi.fn();
    const copy = vi.fn();
    unregister.push(
      registry.register(
        { keys: 'Ctrl+Enter', description: 'approve', group: 'g', handler: approve },
        { current: approve },
      ),
      registry.register(
        { keys: 'Ctrl+Insert', description: 'copy', group: 'g', handler: copy, enabled: false },
        { current: copy },
      ),
    );
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    const input = dialog.appendChild(document.createElement('input'));
    key({ key: 'Enter', ctrlKey: true, target: input });
    key({ key: 'Insert', ctrlKey: true });
    expect(approve).not.toHaveBeenCalled();
    expect(copy).not.toHaveBeenCalled();
    expect(registry.list().map((entry) => entry.description)).toEqual(['approve']);
    dialog.remove();
  });
});

describe('the keyboard help', () => {
  it('opens with F1 or ? and lists every registered shortcut by group, with the latest handler', async () => {
    const registry = new ShortcutRegistry(window);
    const first = vi.fn();
    const second = vi.fn();
    const withCopyHandler = (copy: () => void) => (
      <ShortcutScope registry={registry}>
        <Shortcut
          keys={['Ctrl+Insert', 'Ctrl+Shift+S']}
          description="Copy the source to the target"
          group="Editing"
          handler={copy}
        />
        <Shortcut keys="Ctrl+G" description="Go to a segment" group="Navigation" handler={first} />
        <ShortcutHelp />
      </ShortcutScope>
    );
    const { rerender } = render(withCopyHandler(first));
    rerender(withCopyHandler(second));
    act(() => void key({ key: 'S', ctrlKey: true, shiftKey: true }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();

    act(() => void key({ key: 'F1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const editing = await within(dialog).findByRole('region', { name: 'Editing' });
    expect(editing.textContent).toContain('Copy the source to the target');
    expect(editing.textContent?.replace(/\s+/g, '')).toContain('Ctrl+InsertorCtrl+Shift+S');
    expect(within(dialog).getByRole('region', { name: 'Navigation' }).textContent).toContain('Go to a segment');
    expect(within(dialog).getByRole('region', { name: 'Help' }).textContent).toContain('Show the keyboard shortcuts');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void key({ key: '?' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });
});

/**
 * What runs in the captured page: the marked messages' boxes, measured by the page's own layout. It is handed to
 * Playwright's `page.evaluate` as a function, so it refers to nothing outside itself (the marker characters are
 * those of capture-catalogs.ts, written again here for that reason).
 */

/** Where a marked message is shown, in the page's CSS pixels from the top left corner of the whole page. */
export interface FoundBox {
  /** The message's number in the key-revealing language. */
  index: number;
  /** `text` for a text node's words; else the attribute that holds them (shown as a placeholder, a tooltip…). */
  kind: 'text' | 'placeholder' | 'title' | 'aria-label' | 'alt';
  x: number;
  y: number;
  width: number;
  height: number;
  /** The CSS font shorthand the words are set in, as the page computes it. */
  font: string;
}

/** The attributes whose words a page shows or says: each message there is boxed by its element. */
export const SHOWN_ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'] as const;

export function findMarkedBoxes(attributes: readonly string[]): FoundBox[] {
  const found: FoundBox[] = [];
  const scroll = { x: window.scrollX, y: window.scrollY };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  /** The rectangle left of `rect` once every ancestor that clips its overflow has cut it. */
  const clipped = (element: Element, rect: DOMRect) => {
    let { left, top, right, bottom } = rect;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (parent === document.documentElement || parent === document.body) continue;
      const box = parent.getBoundingClientRect();
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
    }
    return { left, top, width: right - left, height: bottom - top };
  };
  const add = (index: number, kind: FoundBox['kind'], element: Element, rect: DOMRect) => {
    const box = clipped(element, rect);
    if (box.width < 1 || box.height < 1) return;
    const font = getComputedStyle(element).font;
    found.push({
      index,
      kind,
      x: box.left + scroll.x,
      y: box.top + scroll.y,
      width: box.width,
      height: box.height,
      font,
    });
  };
  const numberOf = (digits: string) => parseInt(digits.replaceAll('\u2061', '0').replaceAll('\u2062', '1'), 2);

  // Text: the words between a message's opening and closing marks, across the nodes markup splits them into.
  const open: { index: number; node: Text; offset: number }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    for (let at = text.indexOf('\u2060'), close = text.indexOf('\u2064'); at >= 0 || close >= 0;) {
      if (at >= 0 && (close < 0 || at < close)) {
        const digits = /^[\u2061\u2062]+\u2063/.exec(text.slice(at + 1));
        if (digits) open.push({ index: numberOf(digits[0].slice(0, -1)), node, offset: at + 1 + digits[0].length });
        at = text.indexOf('\u2060', at + 1);
        continue;
      }
      const start = open.pop();
      if (start) {
        const range = document.createRange();
        range.setStart(start.node, start.offset);
        range.setEnd(node, close);
        const container = range.commonAncestorContainer;
        const element = container instanceof Element ? container : container.parentElement;
        // An option's words show in its closed list's box when it is the one chosen, and nowhere else.
        const option = element?.closest('option');
        const list = option?.closest('select');
        if (option && list) {
          if (option.selected && !list.multiple && list.size <= 1 && visible(list))
            add(start.index, 'text', list, list.getBoundingClientRect());
        } else if (element && visible(element)) add(start.index, 'text', element, range.getBoundingClientRect());
      }
      close = text.indexOf('\u2064', close + 1);
    }
  }

  // Attributes: a placeholder, a tooltip, an accessible name; the element is where they are shown.
  const selector = attributes.map((name) => `[${name}*="\u2063"]`).join(',');
  for (const element of document.body.querySelectorAll(selector)) {
    if (!visible(element)) continue;
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (!value) continue;
      for (const match of value.matchAll(/\u2060([\u2061\u2062]+)\u2063/g))
        add(numberOf(match[1]!), name as FoundBox['kind'], element, element.getBoundingClientRect());
    }
  }
  return found;
}

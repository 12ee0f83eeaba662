/**
 * What runs in the captured page: the marked messages' boxes, measured by the page's own layout. It is handed to
 * Playwright's `page.evaluate` as a function, so it refers to nothing outside itself (the marker characters are
 * those of capture-catalogs.ts, written again here for that reason).
 */

/**
 * Where a marked message is in the DOM, to find it again in the page shown in its own words: the path of child
 * indexes from `<body>` to its first and last text nodes and its offsets in their words (the marks not counted),
 * or to the element whose attribute holds it; and the words it should find there.
 */
export interface Place {
  start: number[];
  startOffset: number;
  end: number[];
  endOffset: number;
  words: string;
}

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
  place: Place;
}

/** The attributes whose words a page shows or says: each message there is boxed by its element. */
export const SHOWN_ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'] as const;

/**
 * Without `again`, the boxes of the marked messages of the page (shown in the key-revealing language), each with
 * its place. With `again` (those boxes), each measured anew at its place in this page (shown in its own words, where
 * the screenshot is taken: a closed list sized by its longest option, say, is as wide as its words make it), or left
 * as it was when the place holds other words here.
 */
export function pageBoxes(request: { attributes: readonly string[]; again?: FoundBox[] }): FoundBox[] {
  const MARKS = /[\u2060-\u2064]/g;
  const scroll = { x: window.scrollX, y: window.scrollY };
  const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
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
  /** A box of the element's `rect`, or none when nothing of it is shown. */
  const boxOf = (element: Element, rect: DOMRect) => {
    const box = clipped(element, rect);
    if (box.width < 1 || box.height < 1) return undefined;
    const font = getComputedStyle(element).font;
    return { x: box.left + scroll.x, y: box.top + scroll.y, width: box.width, height: box.height, font };
  };
  /** The box of a range of words: its element's when shown; a closed list's when it is its chosen option. */
  const rangeBox = (range: Range) => {
    const container = range.commonAncestorContainer;
    const element = container instanceof Element ? container : container.parentElement;
    const option = element?.closest('option');
    const list = option?.closest('select');
    if (option && list) {
      const shown = option.selected && !list.multiple && list.size <= 1 && visible(list);
      return shown ? boxOf(list, list.getBoundingClientRect()) : undefined;
    }
    return element && visible(element) ? boxOf(element, range.getBoundingClientRect()) : undefined;
  };
  const pathOf = (node: Node) => {
    const path: number[] = [];
    for (let at = node; at !== document.body && at.parentNode; at = at.parentNode)
      path.unshift(Array.prototype.indexOf.call(at.parentNode.childNodes, at));
    return path;
  };
  const nodeAt = (path: number[]) => {
    let node: Node | undefined = document.body;
    for (const index of path) node = node?.childNodes[index];
    return node;
  };
  /** The offset in a text node's words, its marks not counted, and back. */
  const wordsOffset = (text: string, offset: number) => text.slice(0, offset).replace(MARKS, '').length;

  if (request.again) {
    return request.again.map((box) => {
      const { place } = box;
      const start = nodeAt(place.start);
      const end = nodeAt(place.end);
      let measured;
      if (box.kind === 'text') {
        if (!(start instanceof Text) || !(end instanceof Text)) return box;
        if (place.startOffset > start.length || place.endOffset > end.length) return box;
        const range = document.createRange();
        range.setStart(start, place.startOffset);
        range.setEnd(end, place.endOffset);
        if (range.toString() !== place.words) return box;
        measured = rangeBox(range);
      } else {
        if (!(start instanceof Element) || start.getAttribute(box.kind) !== place.words) return box;
        measured = visible(start) ? boxOf(start, start.getBoundingClientRect()) : undefined;
      }
      return measured ? { ...box, ...measured } : box;
    });
  }

  const found: FoundBox[] = [];
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
        const box = rangeBox(range);
        const place = {
          start: pathOf(start.node),
          startOffset: wordsOffset(start.node.data, start.offset),
          end: pathOf(node),
          endOffset: wordsOffset(text, close),
          words: range.toString().replace(MARKS, ''),
        };
        if (box) found.push({ index: start.index, kind: 'text', ...box, place });
      }
      close = text.indexOf('\u2064', close + 1);
    }
  }

  // Attributes: a placeholder, a tooltip, an accessible name; the element is where they are shown.
  const selector = request.attributes.map((name) => `[${name}*="\u2063"]`).join(',');
  for (const element of document.body.querySelectorAll(selector)) {
    if (!visible(element)) continue;
    const box = boxOf(element, element.getBoundingClientRect());
    if (!box) continue;
    const path = pathOf(element);
    for (const name of request.attributes) {
      const value = element.getAttribute(name);
      if (!value) continue;
      const place = { start: path, startOffset: 0, end: path, endOffset: 0, words: value.replace(MARKS, '') };
      for (const match of value.matchAll(/\u2060([\u2061\u2062]+)\u2063/g))
        found.push({ index: numberOf(match[1]!), kind: name as FoundBox['kind'], ...box, place });
    }
  }
  return found;
}

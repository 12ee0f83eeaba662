/**
 * The geometry of a screenshot's boxes as a manager draws and fixes them: whole pixels of the image, each box inside
 * it and at least one pixel wide and high, as the server takes them (contract ScreenshotBox).
 */

export type Rect = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The box moved and shrunk to lie inside the image, on whole pixels, at least 1×1. */
export function insideImage(box: Rect, image: Size): Rect {
  const width = between(Math.round(box.width), 1, image.width);
  const height = between(Math.round(box.height), 1, image.height);
  return {
    x: between(Math.round(box.x), 0, image.width - width),
    y: between(Math.round(box.y), 0, image.height - height),
    width,
    height,
  };
}

/** The box a drag from one point to another spans, whichever way it went, inside the image. */
export function boxOfDrag(from: Point, to: Point, image: Size): Rect {
  const left = between(Math.min(from.x, to.x), 0, image.width);
  const top = between(Math.min(from.y, to.y), 0, image.height);
  const right = between(Math.max(from.x, to.x), 0, image.width);
  const bottom = between(Math.max(from.y, to.y), 0, image.height);
  return insideImage({ x: left, y: top, width: right - left, height: bottom - top }, image);
}

/** The box moved by (dx, dy), its size kept, stopping at the image's edges. */
export const moveBox = (box: Rect, dx: number, dy: number, image: Size): Rect =>
  insideImage({ ...box, x: box.x + dx, y: box.y + dy }, image);

/** The box's far corner moved by (dw, dh), its near corner kept, stopping at the image's edges and at 1×1. */
export const resizeBox = (box: Rect, dw: number, dh: number, image: Size): Rect => ({
  ...box,
  width: between(Math.round(box.width + dw), 1, image.width - box.x),
  height: between(Math.round(box.height + dh), 1, image.height - box.y),
});

/** A new box drawn without the mouse: a fifth of the image wide and a twentieth high, in its middle. */
export function boxInTheMiddle(image: Size): Rect {
  const width = Math.max(1, Math.round(image.width / 5));
  const height = Math.max(1, Math.round(image.height / 20));
  return insideImage({ x: (image.width - width) / 2, y: (image.height - height) / 2, width, height }, image);
}

/**
 * What an arrow key does to the box in focus: moves it a pixel (ten with Shift), or with Ctrl (⌘) moves its far
 * corner, resizing it. Undefined for any other key.
 */
export function boxAfterKey(
  box: Rect,
  key: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  image: Size,
): Rect | undefined {
  const step = key.shiftKey ? 10 : 1;
  const direction: Record<string, Point> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  const by = direction[key.key];
  if (!by) return undefined;
  return key.ctrlKey || key.metaKey ? resizeBox(box, by.x, by.y, image) : moveBox(box, by.x, by.y, image);
}

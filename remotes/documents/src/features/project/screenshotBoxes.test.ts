import { describe, expect, it } from 'vitest';
import { boxAfterKey, boxInTheMiddle, boxOfDrag, insideImage, moveBox, resizeBox } from './screenshotBoxes.ts';

const image = { width: 200, height: 100 };
const key = (name: string, held: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...held,
});

describe("a screenshot's boxes", () => {
  it('are drawn from either corner, on whole pixels, stopping at the edges of the image', () => {
    expect(boxOfDrag({ x: 10.4, y: 20.6 }, { x: 50.2, y: 40 }, image)).toEqual({ x: 10, y: 21, width: 40, height: 19 });
    expect(boxOfDrag({ x: 50, y: 40 }, { x: 10, y: 20 }, image)).toEqual({ x: 10, y: 20, width: 40, height: 20 });
    expect(boxOfDrag({ x: 150, y: 50 }, { x: 400, y: -30 }, image)).toEqual({ x: 150, y: 0, width: 50, height: 50 });
    // A click without a drag is still a box the server takes: a pixel.
    expect(boxOfDrag({ x: 199.9, y: 99.9 }, { x: 199.9, y: 99.9 }, image)).toEqual({
      x: 199,
      y: 99,
      width: 1,
      height: 1,
    });
  });

  it('move and resize inside the image, never below a pixel', () => {
    const box = { x: 10, y: 10, width: 30, height: 20 };
    expect(moveBox(box, -50, 5, image)).toEqual({ x: 0, y: 15, width: 30, height: 20 });
    expect(moveBox(box, 500, 500, image)).toEqual({ x: 170, y: 80, width: 30, height: 20 });
    expect(resizeBox(box, 500, -100, image)).toEqual({ x: 10, y: 10, width: 190, height: 1 });
    expect(insideImage({ x: -5, y: 90, width: 300, height: 30 }, image)).toEqual({
      x: 0,
      y: 70,
      width: 200,
      height: 30,
    });
  });

  it('follow the arrow keys: a pixel, ten with Shift, the far corner with Ctrl or ⌘', () => {
    const box = { x: 10, y: 10, width: 30, height: 20 };
    expect(boxAfterKey(box, key('ArrowRight'), image)).toEqual({ ...box, x: 11 });
    expect(boxAfterKey(box, key('ArrowUp', { shiftKey: true }), image)).toEqual({ ...box, y: 0 });
    expect(boxAfterKey(box, key('ArrowDown', { ctrlKey: true }), image)).toEqual({ ...box, height: 21 });
    expect(boxAfterKey(box, key('ArrowLeft', { metaKey: true, shiftKey: true }), image)).toEqual({ ...box, width: 20 });
    expect(boxAfterKey(box, key('Enter'), image)).toBeUndefined();
  });

  it('start in the middle of the image when drawn with the keyboard', () => {
    expect(boxInTheMiddle(image)).toEqual({ x: 80, y: 48, width: 40, height: 5 });
    expect(boxInTheMiddle({ width: 3, height: 2 })).toEqual({ x: 1, y: 1, width: 1, height: 1 });
  });
});

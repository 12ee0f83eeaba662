/**
 * Where a box of a screenshot sits over its image, in percent of the image: the boxes scale with the image however
 * wide it is shown (the project page's box editor, the editor's side panel at any zoom).
 */
export function boxStyle(
  box: { x: number; y: number; width: number; height: number },
  image: { width: number; height: number },
) {
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  return {
    left: percent(box.x, image.width),
    top: percent(box.y, image.height),
    width: percent(box.width, image.width),
    height: percent(box.height, image.height),
  };
}

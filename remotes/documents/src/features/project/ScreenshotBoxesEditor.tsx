/**
 * One screenshot with the boxes of its strings. A manager draws a box by dragging on the image or with "Add a box"
 * and the arrow keys, moves it (drag it, or arrows), resizes it (drag its corner, or Ctrl/⌘ with the arrows), types
 * its pixels, links it to a segment found by its text or to a key, and saves the whole list (PUT boxes). A reader
 * sees the boxes and what each is linked to.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Project, Screenshot } from '@tessera/shared/contract';
import * as screenshotsApi from '@tessera/shared/api/screenshots';
import { useFormats } from '@tessera/shared/i18n';
import { Button, FailureAlert, NumberField, Spinner, cx } from '@tessera/shared/ui';
import { boxStyle } from '../../common/screenshotBoxStyle.ts';
import { ScreenshotLinkPicker, type StringLink } from './ScreenshotLinkPicker.tsx';
import {
  boxAfterKey,
  boxInTheMiddle,
  boxOfDrag,
  insideImage,
  moveBox,
  resizeBox,
  type Point,
  type Rect,
} from './screenshotBoxes.ts';
import { useMessages } from './screenshots-i18n.ts';
import * as words from './locales/en/project-screenshots.arb';

/**
 * A box as the editor holds it: its place, its string, that string's text when the editor has seen it, and the
 * font the capture found it in (kept as it is; null for a box drawn here).
 */
type DraftBox = Rect & StringLink & { font: string | null };

type Drag = { mode: 'draw' | 'move' | 'resize'; index: number; from: Point; original: Rect };

export function ScreenshotBoxesEditor({
  project,
  screenshot,
  manager,
  onSaved,
  onClose,
}: {
  project: Project;
  screenshot: Screenshot;
  manager: boolean;
  onSaved: () => void;
  onClose: () => void;
}) {
  const t = useMessages();
  const ref = { projectId: project.id, screenshotId: screenshot.id };
  const image = { width: screenshot.width, height: screenshot.height };
  const [drafts, setDrafts] = useState<DraftBox[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const boxes = useQuery({
    queryKey: ['screenshots', screenshot.id, 'boxes'],
    queryFn: ({ signal }) => screenshotsApi.screenshotBoxes(ref, signal),
  });
  const list: DraftBox[] = drafts ?? boxes.data?.boxes.map((box) => ({ ...box, text: undefined })) ?? [];
  const save = useMutation({
    mutationFn: () =>
      screenshotsApi.putScreenshotBoxes(ref, {
        boxes: list.map(({ x, y, width, height, record_id, key, font }) => ({
          x,
          y,
          width,
          height,
          record_id,
          key,
          font,
        })),
      }),
    onSuccess: (answer) => {
      // The server's list, the texts the editor knows kept beside it.
      setDrafts(answer.boxes.map((box, index) => ({ ...box, text: list[index]?.text })));
      setSaved(true);
      onSaved();
    },
  });
  const change = (next: DraftBox[]) => {
    setDrafts(next);
    setSaved(false);
    save.reset();
  };
  const update = (index: number, box: Partial<DraftBox>) =>
    change(list.map((old, at) => (at === index ? { ...old, ...box } : old)));
  const remove = (index: number) => {
    change(list.filter((_, at) => at !== index));
    setSelected(null);
  };
  const unlinked = list.filter((box) => box.record_id === null && box.key === null).length;
  const current = selected === null ? undefined : list[selected];

  return (
    <section
      aria-label={t(words.screenshotViewer, { name: screenshot.name })}
      className="grid gap-3 border-t border-slate-200 pt-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{screenshot.name}</h3>
        <div className="flex flex-wrap gap-2">
          {manager && (
            <>
              <Button
                onClick={() => {
                  change([
                    ...list,
                    { ...boxInTheMiddle(image), record_id: null, key: null, text: undefined, font: null },
                  ]);
                  setSelected(list.length);
                }}
              >
                {t(words.screenshotAddBox)}
              </Button>
              <Button
                variant="primary"
                disabled={drafts === null || unlinked > 0 || save.isPending}
                onClick={() => save.mutate()}
              >
                {t(words.screenshotSaveBoxes)}
              </Button>
            </>
          )}
          <Button onClick={onClose}>{t(words.screenshotClose)}</Button>
        </div>
      </div>
      {manager && <p className="text-slate-600">{t(words.screenshotDrawHelp)}</p>}
      {manager && (
        <p role="status" className="text-slate-700">
          {unlinked > 0
            ? t(words.screenshotNeedsLinks, { count: unlinked })
            : saved
              ? t(words.screenshotBoxesSaved)
              : drafts !== null
                ? t(words.screenshotBoxesUnsaved)
                : ''}
        </p>
      )}
      <FailureAlert failed={save} />
      {boxes.isPending && <Spinner label={t(words.screenshotBoxesLoading)} />}
      {boxes.isError && <FailureAlert failed={boxes} />}
      {boxes.data && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(16rem,1fr)]">
          <BoxedImage
            project={project}
            screenshot={screenshot}
            boxes={list}
            selected={selected}
            manager={manager}
            onSelect={setSelected}
            onChange={update}
            onDraw={(box) => {
              change([...list, { ...box, record_id: null, key: null, text: undefined, font: null }]);
              setSelected(list.length);
            }}
            onRemove={remove}
          />
          <div className="grid content-start gap-3">
            <BoxList boxes={list} selected={selected} onSelect={setSelected} />
            {manager && current && selected !== null && (
              <BoxFields
                key={selected}
                number={selected + 1}
                box={current}
                onChange={(box) => update(selected, insideImage({ ...current, ...box }, image))}
                onRemove={() => remove(selected)}
              />
            )}
            {manager && current && selected !== null && (
              <ScreenshotLinkPicker project={project} onLink={(link) => update(selected, link)} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** What a box is linked to, in words: its segment's text when known, the segment's number, or the key. */
function useLinkWords() {
  const t = useMessages();
  return (box: StringLink) =>
    box.text !== undefined
      ? t(words.screenshotLinkSegmentText, { text: box.text })
      : box.record_id !== null
        ? t(words.screenshotLinkSegment, { id: box.record_id })
        : box.key !== null
          ? t(words.screenshotLinkKey, { key: box.key })
          : t(words.screenshotLinkNone);
}

/**
 * The image at the width of its column with the boxes over it, placed in percent of the image so they scale with
 * it. A manager's boxes are buttons: focus one to move it with the keyboard.
 */
function BoxedImage({
  project,
  screenshot,
  boxes,
  selected,
  manager,
  onSelect,
  onChange,
  onDraw,
  onRemove,
}: {
  project: Project;
  screenshot: Screenshot;
  boxes: DraftBox[];
  selected: number | null;
  manager: boolean;
  onSelect: (index: number | null) => void;
  onChange: (index: number, box: Rect) => void;
  onDraw: (box: Rect) => void;
  onRemove: (index: number) => void;
}) {
  const t = useMessages();
  const f = useFormats();
  const linkWords = useLinkWords();
  const image = { width: screenshot.width, height: screenshot.height };
  const frame = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** The box being drawn, shown while the mouse drags. */
  const [drawing, setDrawing] = useState<Rect | null>(null);

  const pointOf = (event: PointerEvent): Point => {
    const area = frame.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - area.left) * image.width) / area.width,
      y: ((event.clientY - area.top) * image.height) / area.height,
    };
  };
  const start = (event: PointerEvent, mode: Drag['mode'], index: number) => {
    if (!manager || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    frame.current!.setPointerCapture?.(event.pointerId);
    const from = pointOf(event);
    setDrag({ mode, index, from, original: boxes[index] ?? { ...from, width: 1, height: 1 } });
    if (mode !== 'draw') onSelect(index);
  };
  const follow = (event: PointerEvent) => {
    if (!drag) return;
    const to = pointOf(event);
    if (drag.mode === 'draw') return setDrawing(boxOfDrag(drag.from, to, image));
    const [dx, dy] = [to.x - drag.from.x, to.y - drag.from.y];
    onChange(
      drag.index,
      drag.mode === 'move' ? moveBox(drag.original, dx, dy, image) : resizeBox(drag.original, dx, dy, image),
    );
  };
  const end = () => {
    if (!drag) return;
    // A box drawn is at least a few pixels of the screen: a plain click on the image draws nothing.
    if (drag.mode === 'draw' && drawing) {
      const area = frame.current!.getBoundingClientRect();
      const onScreen = {
        width: (drawing.width * area.width) / image.width,
        height: (drawing.height * area.height) / image.height,
      };
      if (onScreen.width >= 4 && onScreen.height >= 4) onDraw(drawing);
    }
    setDrag(null);
    setDrawing(null);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return onRemove(index);
    }
    const moved = boxAfterKey(boxes[index]!, event, image);
    if (!moved) return;
    event.preventDefault();
    onChange(index, moved);
  };
  const place = (box: Rect) => boxStyle(box, image);

  return (
    <div
      ref={frame}
      className={cx('relative self-start select-none', manager && 'cursor-crosshair touch-none')}
      onPointerDown={(event) => start(event, 'draw', boxes.length)}
      onPointerMove={follow}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <img
        src={screenshotsApi.screenshotImageUrl({ projectId: project.id, screenshotId: screenshot.id })}
        alt={t(words.screenshotImageAlt, { name: screenshot.name })}
        draggable={false}
        className="block h-auto w-full border border-slate-300"
      />
      {boxes.map((box, index) => {
        const label = t(words.screenshotBoxLabel, {
          number: index + 1,
          link: linkWords(box),
          width: f.number(box.width),
          height: f.number(box.height),
          x: f.number(box.x),
          y: f.number(box.y),
        });
        const style = place(box);
        const look = cx(
          'absolute border-2',
          index === selected ? 'border-sky-600 bg-sky-500/20' : 'border-amber-500 bg-amber-300/10',
        );
        return manager ? (
          <button
            key={index}
            type="button"
            aria-label={label}
            aria-pressed={index === selected}
            style={style}
            className={cx(
              look,
              'cursor-move focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700',
            )}
            onPointerDown={(event) => start(event, 'move', index)}
            onFocus={() => onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span
              aria-hidden
              className="absolute -end-1.5 -bottom-1.5 h-3 w-3 cursor-se-resize rounded-sm border border-white bg-sky-700"
              onPointerDown={(event) => start(event, 'resize', index)}
            />
          </button>
        ) : (
          <div key={index} aria-hidden title={label} style={style} className={look} />
        );
      })}
      {drawing && <div aria-hidden style={place(drawing)} className="absolute border-2 border-dashed border-sky-700" />}
    </div>
  );
}

/** The boxes in order, each with what it is linked to: how a reader, or a screen reader, goes through them. */
function BoxList({
  boxes,
  selected,
  onSelect,
}: {
  boxes: DraftBox[];
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const t = useMessages();
  const linkWords = useLinkWords();
  return (
    <div className="grid gap-1">
      <h4 className="font-semibold text-slate-900">{t(words.screenshotBoxes)}</h4>
      {boxes.length === 0 ? (
        <p className="text-slate-600">{t(words.screenshotNoBoxes)}</p>
      ) : (
        <ol className="grid gap-1">
          {boxes.map((box, index) => (
            <li key={index}>
              <button
                type="button"
                aria-pressed={index === selected}
                onClick={() => onSelect(index)}
                className={cx(
                  'w-full rounded px-2 py-1 text-start hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600',
                  index === selected && 'bg-sky-50',
                )}
              >
                <span className="font-medium">{t(words.screenshotBoxNumber, { number: index + 1 })}</span>{' '}
                <span className="text-slate-700">{linkWords(box)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The selected box's pixels, to type exactly, its link, and Remove. */
function BoxFields({
  number,
  box,
  onChange,
  onRemove,
}: {
  number: number;
  box: DraftBox;
  onChange: (box: Partial<Rect>) => void;
  onRemove: () => void;
}) {
  const t = useMessages();
  const linkWords = useLinkWords();
  const field = (name: keyof Rect, label: string) => (
    <NumberField
      label={label}
      value={box[name]}
      min={name === 'width' || name === 'height' ? 1 : 0}
      onChange={(event) => {
        const value = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(value)) onChange({ [name]: value });
      }}
    />
  );
  return (
    <fieldset className="grid gap-2 rounded border border-slate-200 p-2">
      <legend className="px-1 font-semibold text-slate-900">{t(words.screenshotBoxNumber, { number })}</legend>
      <p className="text-slate-700">{t(words.screenshotLinkedTo, { link: linkWords(box) })}</p>
      <div className="grid grid-cols-2 gap-2">
        {field('x', t(words.screenshotBoxX))}
        {field('y', t(words.screenshotBoxY))}
        {field('width', t(words.screenshotBoxWidth))}
        {field('height', t(words.screenshotBoxHeight))}
      </div>
      <div>
        <Button size="sm" variant="danger" onClick={onRemove}>
          {t(words.screenshotBoxRemove)}
        </Button>
      </div>
    </fieldset>
  );
}

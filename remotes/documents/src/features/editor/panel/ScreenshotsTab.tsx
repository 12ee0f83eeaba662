/**
 * The Screens tab: the screenshots the open segment is on (issue #69), its box highlighted and the other strings'
 * boxes faint, with the box's size beside it. Each view zooms (the buttons, or +, − and 0 in the view) and
 * scrolls with the arrow keys once focused; zoomed, it keeps the segment's box in sight. The translation is
 * measured as typed in the box's font (the browser's canvas measureText, in the font the capture found) and a QA warning
 * says when it would overflow the box's width; a box without a font is measured in the editor's, as the tab says.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { inlineText } from '@tessera/shared';
import type { DocumentRecord, SegmentScreenshots } from '@tessera/shared/contract';
import * as screenshotsApi from '@tessera/shared/api/screenshots';
import { useFormats } from '@tessera/shared/i18n';
import { Button, FailureAlert, Spinner, cx } from '@tessera/shared/ui';
import { boxStyle } from '../../../common/screenshotBoxStyle.ts';
import { measureInBox, useSegmentScreenshots, useTypedTarget, type ScreenBox } from '../common/screenFit.ts';
import { PanelNote } from './PanelStates.tsx';
import type { PanelTabProps } from './tabs.ts';
import { useMessages } from './i18n.ts';
import * as panelWords from './locales/en/panel.arb';

type OnScreen = SegmentScreenshots['screenshots'][number];

/** The zooms a view steps through: the panel's width, then twice and four times as wide. */
const ZOOMS = [1, 2, 4] as const;

export function ScreenshotsTab({ document, record }: PanelTabProps) {
  const t = useMessages();
  const projectId = document.project_id;
  const shots = useSegmentScreenshots(projectId, record?.id ?? null);
  if (projectId === null) return <PanelNote>{t(panelWords.editorScreensNoProject)}</PanelNote>;
  if (!record) return <PanelNote>{t(panelWords.editorScreensSelectSegment)}</PanelNote>;
  if (shots.isPending) return <Spinner label={t(panelWords.editorScreensLoading)} />;
  if (shots.isError)
    return (
      <div className="p-3">
        <FailureAlert failed={shots} />
      </div>
    );
  if (shots.data.screenshots.length === 0) return <PanelNote>{t(panelWords.editorScreensNone)}</PanelNote>;
  return (
    <div className="grid gap-4 p-3">
      {shots.data.screenshots.map((shot) => (
        <ScreenshotView key={shot.screenshot.id} projectId={projectId} record={record} shot={shot} />
      ))}
    </div>
  );
}

function ScreenshotView({ projectId, record, shot }: { projectId: number; record: DocumentRecord; shot: OnScreen }) {
  const t = useMessages();
  const f = useFormats();
  const { screenshot, boxes } = shot;
  const image = { width: screenshot.width, height: screenshot.height };
  const own = boxes.filter((box) => box.this_segment);
  const first = own[0];
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const view = useRef<HTMLDivElement>(null);
  const text = inlineText(record.source);
  const step = (by: number) =>
    setZoom((now) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(now) + by))]!);

  // Zoomed, the segment's box comes to the middle of the view.
  useEffect(() => {
    const frame = view.current;
    if (!frame || !first) return;
    const inner = frame.firstElementChild as HTMLElement;
    frame.scrollLeft = ((first.x + first.width / 2) / image.width) * inner.offsetWidth - frame.clientWidth / 2;
    frame.scrollTop = ((first.y + first.height / 2) / image.height) * inner.offsetHeight - frame.clientHeight / 2;
  }, [zoom, first, image.width, image.height]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const by = { '+': 1, '=': 1, '-': -1, _: -1 }[event.key];
    if (by !== undefined) step(by);
    else if (event.key === '0') setZoom(1);
    else return;
    event.preventDefault();
  };

  return (
    <figure className="grid gap-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{screenshot.name}</span>
        <span className="flex gap-1">
          <Button size="sm" onClick={() => step(-1)} disabled={zoom === ZOOMS[0]}>
            {t(panelWords.editorScreensZoomOut)}
          </Button>
          <Button size="sm" onClick={() => step(1)} disabled={zoom === ZOOMS[ZOOMS.length - 1]}>
            {t(panelWords.editorScreensZoomIn)}
          </Button>
        </span>
      </figcaption>
      <div
        ref={view}
        // Focusable so that the arrow keys scroll it and +, − and 0 zoom it.
        tabIndex={0}
        role="group"
        aria-label={t(panelWords.editorScreensView, { name: screenshot.name, zoom })}
        onKeyDown={onKeyDown}
        className="max-h-96 overflow-auto rounded border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <div className="relative" style={{ width: `${zoom * 100}%` }}>
          <img
            src={screenshotsApi.screenshotImageUrl({ projectId, screenshotId: screenshot.id })}
            alt={t(panelWords.editorScreensAlt, { name: screenshot.name, text })}
            className="block h-auto w-full"
          />
          {boxes.map((box, index) => (
            <div
              key={index}
              aria-hidden
              data-segment-box={box.this_segment ? '' : undefined}
              style={boxStyle(box, image)}
              className={cx(
                'absolute',
                box.this_segment
                  ? 'border-2 border-red-600 bg-red-500/15 shadow-[0_0_0_2px_white]'
                  : 'border border-slate-500/40',
              )}
            />
          ))}
        </div>
      </div>
      {own.map((box, index) => (
        <div key={index} className="grid gap-1 text-sm">
          <p className="text-slate-700">
            {t(panelWords.editorScreensBoxSize, { width: f.number(box.width), height: f.number(box.height) })}
          </p>
          <TranslationFit box={box} record={record} />
        </div>
      ))}
    </figure>
  );
}

/**
 * Whether the translation as typed fits the box's width in the box's font, or in the editor's when the box has
 * none.
 */
function TranslationFit({ box, record }: { box: ScreenBox; record: DocumentRecord }) {
  const t = useMessages();
  const f = useFormats();
  const measured = measureInBox(useTypedTarget(record), box);
  if (!measured) return null;
  const { width, font } = measured;
  const figures = { width: f.number(width), box: f.number(box.width), font };
  return (
    <>
      {box.font === null && <p className="text-slate-600">{t(panelWords.editorScreensEditorFont, { font })}</p>}
      {width > box.width ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900">
          {t(panelWords.editorScreensOverflow, { ...figures, over: f.number(width - box.width) })}
        </p>
      ) : (
        <p className="text-slate-700">{t(panelWords.editorScreensFits, figures)}</p>
      )}
    </>
  );
}

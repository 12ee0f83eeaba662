/**
 * Whether a target fits the boxes its segment has on the project's screenshots (issue #69): the one measuring
 * function of the editor (the Screens tab, the row's QA marker and the QA tab all use it). The browser measures
 * the text with canvas measureText in the box's font, as the screen would lay it out; the server has no fonts nor
 * layout, so this QA warning is the browser's alone and is not counted in the server's QA report.
 *
 * While the translator types, the text measured is the draft, read at most every `TYPED_PAUSE_MS` (no request
 * per keystroke: the segment's screenshots are fetched once, as the Screens tab fetches them).
 */
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { inlineText } from '@tessera/shared';
import type { DocumentRecord, SegmentScreenshots } from '@tessera/shared/contract';
import * as screenshotsApi from '@tessera/shared/api/screenshots';
import type { Drafts } from './drafts.ts';

export type ScreenBox = SegmentScreenshots['screenshots'][number]['boxes'][number];

/** A target wider than one of its segment's boxes: by `over` pixels, `width` measured against the box's `box`. */
export type BoxOverflow = { screenshot: string; width: number; box: number; over: number };

/** How long typing pauses before the draft is measured again. */
export const TYPED_PAUSE_MS = 300;

export const segmentScreenshotsKey = (projectId: number, recordId: number) =>
  ['screenshots', projectId, 'segments', recordId] as const;

/** How wide `text` is in `font` (CSS shorthand), in CSS pixels, as the browser lays it out; undefined without canvas. */
export function textWidth(text: string, font: string): number | undefined {
  const context = window.document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.font = font;
  return context.measureText(text).width;
}

/** The font the editor shows the target in: what a box without a font of its own is measured in. */
export function editorFont(): string {
  const target = window.document.querySelector('[contenteditable="true"]') ?? window.document.body;
  return getComputedStyle(target).font;
}

/** `translation` measured in `box`'s font (the editor's when it has none), whole pixels; undefined when empty. */
export function measureInBox(translation: string, box: ScreenBox): { width: number; font: string } | undefined {
  if (translation.trim() === '') return undefined;
  const font = box.font ?? editorFont();
  const measured = textWidth(translation, font);
  return measured === undefined ? undefined : { width: Math.ceil(measured), font };
}

/** The segment's boxes `translation` would overflow, in screenshot order. */
export function overflowsOf(shots: SegmentScreenshots, translation: string): BoxOverflow[] {
  return shots.screenshots.flatMap(({ screenshot, boxes }) =>
    boxes.flatMap((box) => {
      const measured = box.this_segment ? measureInBox(translation, box) : undefined;
      return measured && measured.width > box.width
        ? [{ screenshot: screenshot.name, width: measured.width, box: box.width, over: measured.width - box.width }]
        : [];
    }),
  );
}

/** The segment's screenshots and boxes: one request per segment, shared with the Screens tab. */
export function useSegmentScreenshots(projectId: number | null, recordId: number | null) {
  return useQuery({
    queryKey: segmentScreenshotsKey(projectId ?? 0, recordId ?? 0),
    queryFn: ({ signal }) => screenshotsApi.segmentScreenshots(projectId!, recordId!, signal),
    enabled: projectId !== null && recordId !== null,
  });
}

/** The drafts of the editor screen, and a signal that they changed, given once typing pauses. */
export type TypedTargets = { drafts: Drafts; subscribe: (listener: () => void) => () => void; version: () => number };

const TypedTargetsContext = createContext<TypedTargets | null>(null);

/** Gives the screen's tree what `useTypedTargets` made. */
export function TypedTargetsProvider({ typed, children }: { typed: TypedTargets; children: ReactNode }) {
  return createElement(TypedTargetsContext.Provider, { value: typed }, children);
}

/**
 * Wraps the screen's drafts so that what is typed reaches `useTypedTarget` once typing pauses: the grid gets the
 * returned drafts, the screen's tree `TypedTargetsProvider`.
 */
export function useTypedTargets(drafts: Drafts): { drafts: Drafts; typed: TypedTargets } {
  return useMemo(() => {
    let version = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listeners = new Set<() => void>();
    const typed: TypedTargets = {
      drafts,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      version: () => version,
    };
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        version += 1;
        for (const listener of listeners) listener();
      }, TYPED_PAUSE_MS);
    };
    const watched: Drafts = {
      ...drafts,
      set: (record, value, origin) => {
        drafts.set(record, value, origin);
        changed();
      },
    };
    return { drafts: watched, typed };
  }, [drafts]);
}

const never = () => () => {};
const zero = () => 0;

/** The segment's target as typed (its draft, read once typing pauses), or as saved outside an editor screen. */
export function useTypedTarget(record: DocumentRecord): string {
  const typed = useContext(TypedTargetsContext);
  useSyncExternalStore(typed?.subscribe ?? never, typed?.version ?? zero);
  return inlineText(typed?.drafts.get(record.id)?.value ?? record.target);
}

/** The boxes the open segment's typed target would overflow (none while its screenshots load or fail). */
export function useScreenOverflows(projectId: number | null, record: DocumentRecord): BoxOverflow[] {
  const shots = useSegmentScreenshots(projectId, record.id);
  const text = useTypedTarget(record);
  return useMemo(() => (shots.data ? overflowsOf(shots.data, text) : []), [shots.data, text]);
}

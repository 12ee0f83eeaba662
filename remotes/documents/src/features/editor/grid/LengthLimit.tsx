import type { DocumentRecord } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { cx } from '@tessera/shared/ui';
import { useSegmentScreenshots, useTypedTarget } from '../common/screenFit.ts';
import { useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/**
 * Under the open target: its length against the file's limit ("12 / 20 characters", counted as the QA length
 * check counts: code points, inline codes not at all), and beside it the width in pixels of each box the segment
 * has on the project's screenshots. Nothing for a segment with neither.
 */
export function LengthLimit({ projectId, record }: { projectId: number | null; record: DocumentRecord }) {
  const t = useMessages();
  const f = useFormats();
  const text = useTypedTarget(record);
  const shots = useSegmentScreenshots(projectId, record.id);
  const boxes = (shots.data?.screenshots ?? []).flatMap((shot) => shot.boxes.filter((box) => box.this_segment));
  const max = record.max_width ?? null;
  if (max === null && boxes.length === 0) return null;
  const count = [...text].length;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600" data-testid="length-limit">
      {max !== null && (
        <span className={cx(count > max && 'font-medium text-red-700')}>
          {t(editorWords.editorLengthLimit, { count: f.number(count), max: f.number(max) })}
        </span>
      )}
      {boxes.map((box, index) => (
        <span key={index}>{t(editorWords.editorLengthBox, { width: f.number(box.width) })}</span>
      ))}
    </p>
  );
}

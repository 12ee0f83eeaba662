import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, routes, splitInline } from '@tessera/shared';
import type {
  DocumentPreview,
  PreviewBlock,
  PreviewCode,
  PreviewSegment,
  PreviewStyle,
} from '@tessera/shared/contract';
import { Spinner, cx } from '@tessera/shared/ui';
import { errorMessage } from '../../../common/documentQueries.ts';
import { useMessages } from '../common/parts-i18n.ts';
import { useMessages as useEditorMessages } from '../common/i18n.ts';
import { structureWordsIn } from '../common/structureWords.ts';
import { useKnownTargets, type KnownTargets } from './knownTargets.ts';
import { languageAttributes } from '../../../common/language.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/**
 * The preview's query: not under the document's key, which every save refreshes (the header's figures), since the
 * preview follows saves through the record cache instead.
 */
export const previewKey = (documentId: number) => ['documents', 'preview', documentId] as const;

/** How many segments each side of the open one the preview asks for: a long document is read a window at a time. */
export const PREVIEW_SPAN = 200;

/**
 * The document as a reader sees it, beside the grid: headings, paragraphs, lists, tables and notes drawn from its
 * structure, each segment's translation in place (its source, greyed, until it has one), the open segment
 * highlighted and scrolled into view. It renders off the typing path: it is given the open segment's id only,
 * reads targets from the editor's record cache (saves, not keystrokes, change it) and takes both as deferred
 * values, so a keystroke never waits for it. It asks for the whole blocks around the open segment, and for another
 * window only when the open segment nears the edge of the one it has.
 */
export const PreviewPane = memo(function PreviewPane({
  documentId,
  sourceLang,
  targetLang,
  activeRecordId,
}: {
  documentId: number;
  /** The document's languages: the preview reads in the target's direction, an untranslated segment in the source's. */
  sourceLang: string;
  targetLang: string;
  activeRecordId: number | null;
}) {
  const t = useMessages();
  const active = useDeferredValue(activeRecordId);
  const [around, setAround] = useState(active);
  const preview = useQuery({
    queryKey: [...previewKey(documentId), around],
    queryFn: ({ signal }) =>
      call(routes.documents.preview, {
        params: { id: documentId },
        query: { span: PREVIEW_SPAN, around: around ?? undefined },
        signal,
      }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const shown = preview.isPlaceholderData ? undefined : preview.data;
  useEffect(() => {
    if (active !== null && shown && nearsEdge(shown, active)) setAround(active);
  }, [active, shown]);
  const targets = useDeferredValue(useKnownTargets(documentId));
  return (
    <section
      aria-label={t(editorPartsWords.editorPreviewLabel)}
      className="flex min-h-0 flex-1 flex-col border-s border-slate-200 bg-white"
    >
      <h2 className="border-b border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-700">
        {t(editorPartsWords.editorPreviewTitle)}
      </h2>
      {preview.isPending && <Spinner label={t(editorPartsWords.editorPreviewLoading)} />}
      {preview.isError && (
        <p role="alert" className="p-3 text-sm text-red-700">
          {t(editorPartsWords.editorPreviewFailed, { reason: errorMessage(preview.error) })}
        </p>
      )}
      {preview.data && (
        <PreviewBlocks
          preview={preview.data}
          targets={targets}
          active={active}
          sourceLang={sourceLang}
          targetLang={targetLang}
        />
      )}
    </section>
  );
});

/**
 * Whether the window no longer serves the open segment: it is not in it, or within a quarter of the span of an edge
 * past which the document goes on.
 */
export function nearsEdge({ blocks, before, after }: DocumentPreview, active: number): boolean {
  const ids = blocks.flatMap((block) => block.segments.map((segment) => segment.id));
  const index = ids.indexOf(active);
  if (index === -1) return true;
  const margin = PREVIEW_SPAN / 4;
  return (before > 0 && index < margin) || (after > 0 && ids.length - 1 - index < margin);
}

function PreviewBlocks({
  preview: { blocks, before, after },
  targets,
  active,
  sourceLang,
  targetLang,
}: {
  preview: DocumentPreview;
  targets: KnownTargets;
  active: number | null;
  sourceLang: string;
  targetLang: string;
}) {
  const t = useMessages();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active === null) return;
    container.current
      ?.querySelector(`[data-record-id="${active}"]`)
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [active, blocks]);
  const groups = useMemo(() => groupBlocks(blocks), [blocks]);
  if (blocks.length === 0)
    return <p className="p-3 text-sm text-slate-600">{t(editorPartsWords.editorPreviewEmpty)}</p>;
  return (
    <div ref={container} className="min-h-0 flex-1 overflow-y-auto px-4 py-3 text-sm leading-relaxed text-slate-900">
      {before > 0 && (
        <p className="pb-2 text-xs text-slate-500">{t(editorPartsWords.editorPreviewBefore, { count: before })}</p>
      )}
      <div {...languageAttributes(targetLang)}>
        {groups.map((group) => (
          <BlockGroup key={group.key} group={group} targets={targets} active={active} sourceLang={sourceLang} />
        ))}
      </div>
      {after > 0 && (
        <p className="pt-2 text-xs text-slate-500">{t(editorPartsWords.editorPreviewAfter, { count: after })}</p>
      )}
    </div>
  );
}

/** Neighbouring blocks that are drawn together: a table's cells, a list's items; any other block alone. */
type Group =
  | { kind: 'table'; key: string; cells: PreviewBlock[] }
  | { kind: 'list'; key: string; items: PreviewBlock[] }
  | { kind: 'block'; key: string; block: PreviewBlock };

/** A block's key: its first segment's id, or a value cell's place. */
const keyOf = (block: PreviewBlock) =>
  block.segments[0] ? String(block.segments[0].id) : `value ${block.cell?.table}:${block.cell?.row}:${block.cell?.col}`;

export function groupBlocks(blocks: readonly PreviewBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.cell) {
      const table = last?.kind === 'table' ? last : null;
      if (table && table.cells[0]!.cell!.table === block.cell.table) table.cells.push(block);
      else groups.push({ kind: 'table', key: keyOf(block), cells: [block] });
    } else if (block.kind === 'list-item') {
      if (last?.kind === 'list') last.items.push(block);
      else groups.push({ kind: 'list', key: keyOf(block), items: [block] });
    } else groups.push({ kind: 'block', key: keyOf(block), block });
  }
  return groups;
}

/**
 * A table's cells as rows in row order, each cell's blocks (a Word cell's paragraphs, a spreadsheet's value) in its
 * column: a column with nothing in a row (a cell left empty) is an empty cell, so that the text under a heading stays
 * under it whatever order the cells were read in (an Excel sheet's shared strings before its inline ones, its
 * values after both).
 */
export function tableRows(cells: readonly PreviewBlock[]): { row: number; cells: PreviewBlock[][] }[] {
  const byRow = new Map<number, PreviewBlock[][]>();
  let columns = 0;
  for (const cell of cells) {
    const { row, col } = cell.cell!;
    columns = Math.max(columns, col);
    const line = byRow.get(row) ?? [];
    byRow.set(row, line);
    (line[col - 1] ??= []).push(cell);
  }
  return [...byRow]
    .sort(([a], [b]) => a - b)
    .map(([row, line]) => ({ row, cells: Array.from({ length: columns }, (_, i) => line[i] ?? []) }));
}

type Shown = { targets: KnownTargets; active: number | null; sourceLang: string };

/**
 * Where a block is when not in the running text: its place in the interface's language, as the structure column
 * says it, or what a format without places says (an XLIFF unit's context).
 */
function BlockWhere({ block, className }: { block: PreviewBlock; className: string }) {
  const t = useEditorMessages();
  const placeWords = useMemo(() => structureWordsIn(t), [t]);
  const where = block.place ? placeWords(block.place)?.name : block.label;
  return where ? <span className={className}>{where}:</span> : null;
}

function BlockGroup({ group, ...shown }: { group: Group } & Shown) {
  if (group.kind === 'table')
    return (
      <table className="my-2 w-full border-collapse text-xs">
        <tbody>
          {tableRows(group.cells).map(({ row, cells }) => (
            <tr key={row}>
              {cells.map((blocks, col) => (
                <td key={col} className="border border-slate-300 px-1.5 py-1 align-top">
                  {blocks.map((block) => (
                    <div key={keyOf(block)}>
                      <Segments block={block} {...shown} />
                    </div>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  if (group.kind === 'list')
    return (
      <ul className="my-1 list-disc ps-5">
        {group.items.map((item) => (
          <li key={keyOf(item)} style={{ marginInlineStart: `${((item.level ?? 1) - 1) * 1.25}rem` }}>
            <Segments block={item} {...shown} />
          </li>
        ))}
      </ul>
    );
  const { block } = group;
  if (block.kind === 'heading') {
    const level = Math.min(block.level ?? 1, 6);
    const Heading = `h${level}` as 'h1';
    return (
      <Heading
        className={cx('mt-3 mb-1 font-semibold', level === 1 ? 'text-lg' : level === 2 ? 'text-base' : 'text-sm')}
      >
        <Segments block={block} {...shown} />
      </Heading>
    );
  }
  if (block.kind === 'note')
    return (
      <aside className="my-1 border-t border-slate-200 pt-1 text-xs text-slate-700">
        <BlockWhere block={block} className="me-1 font-medium text-slate-500" />
        <Segments block={block} {...shown} />
      </aside>
    );
  return (
    <p className="my-1.5">
      <BlockWhere block={block} className="me-1 text-xs font-medium text-slate-500" />
      <Segments block={block} {...shown} />
    </p>
  );
}

/**
 * A block's segments in order, each its target where it has one, else its source greyed; a cell with nothing to
 * translate, its value as the file shows it (never edited, so neither greyed nor highlighted).
 */
function Segments({ block, targets, active, sourceLang }: { block: PreviewBlock } & Shown) {
  if (block.value !== null)
    return (
      <span {...languageAttributes(sourceLang)} data-value-cell="" className="text-slate-700 tabular-nums">
        {block.value}
      </span>
    );
  return block.segments.map((segment, i) => {
    const target = targets.get(segment.id) ?? segment.target;
    const translated = target.trim() !== '';
    return (
      <span key={segment.id}>
        {i > 0 && ' '}
        <span
          {...(!translated && languageAttributes(sourceLang))}
          data-record-id={segment.id}
          aria-current={segment.id === active ? 'true' : undefined}
          className={cx(
            !translated && 'text-slate-400',
            segment.id === active && 'rounded-sm bg-amber-100 ring-2 ring-amber-300',
          )}
        >
          <StyledText text={translated ? target : segment.source} codes={segment.codes} />
        </span>
      </span>
    );
  });
}

const STYLE_ELEMENTS: Record<PreviewStyle, (children: ReactNode) => ReactNode> = {
  bold: (children) => <strong>{children}</strong>,
  italic: (children) => <em>{children}</em>,
  underline: (children) => <u>{children}</u>,
  superscript: (children) => <sup>{children}</sup>,
  subscript: (children) => <sub>{children}</sub>,
  code: (children) => <code className="rounded-sm bg-slate-100 px-0.5">{children}</code>,
  link: (children) => <span className="text-sky-700 underline">{children}</span>,
};

/**
 * A segment's text with its paired codes drawn as the formatting they stand for, and its placeholders (a
 * footnote's reference, an image) as their labels, small.
 */
export function StyledText({ text, codes }: Pick<PreviewSegment, 'codes'> & { text: string }) {
  const byId = new Map<number, PreviewCode>(codes.map((code) => [code.id, code]));
  const stack: { styles: readonly PreviewStyle[]; children: ReactNode[] }[] = [{ styles: [], children: [] }];
  const close = (key: number) => {
    const frame = stack.pop()!;
    const styled = frame.styles.reduce<ReactNode>((inner, style) => STYLE_ELEMENTS[style](inner), frame.children);
    stack.at(-1)!.children.push(<span key={`pair ${key}`}>{styled}</span>);
  };
  splitInline(text).forEach((part, i) => {
    const code = typeof part === 'string' ? null : byId.get(part.code);
    if (typeof part === 'string') stack.at(-1)!.children.push(part);
    else if (code?.kind === 'open') stack.push({ styles: code.styles, children: [] });
    else if (code?.kind === 'close' && stack.length > 1) close(i);
    else if (code?.kind === 'standalone')
      stack.at(-1)!.children.push(
        <span key={i} className="align-super text-[0.65rem] text-slate-400">
          {code.label}
        </span>,
      );
  });
  while (stack.length > 1) close(-stack.length);
  return <>{stack[0]!.children}</>;
}

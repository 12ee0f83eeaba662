import { useMessages } from './i18n.ts';
import { wordDiff } from './wordDiff.ts';
import * as editorWords from '../locales/en/editor.arb';

/** The words a change took out struck through, the words it put in marked. */
export function TargetDiff({ before, after }: { before: string; after: string }) {
  const t = useMessages();
  if (before === after) return <span>{after || t(editorWords.editorDiffEmpty)}</span>;
  return (
    <>
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'equal' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del
            key={index}
            title={t(editorWords.editorDiffTakenOut)}
            className="rounded-sm bg-red-100 text-red-800 decoration-red-700"
          >
            {part.text}
          </del>
        ) : (
          <ins
            key={index}
            title={t(editorWords.editorDiffPutIn)}
            className="rounded-sm bg-emerald-100 text-emerald-900 no-underline"
          >
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}

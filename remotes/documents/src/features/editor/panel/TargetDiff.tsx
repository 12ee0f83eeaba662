import { wordDiff } from './wordDiff.ts';

/** The words a change took out struck through, the words it put in marked. */
export function TargetDiff({ before, after }: { before: string; after: string }) {
  if (before === after) return <span>{after || '(empty)'}</span>;
  return (
    <>
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'equal' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} title="Taken out" className="rounded-sm bg-red-100 text-red-800 decoration-red-700">
            {part.text}
          </del>
        ) : (
          <ins key={index} title="Put in" className="rounded-sm bg-emerald-100 text-emerald-900 no-underline">
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}

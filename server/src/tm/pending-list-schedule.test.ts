import { describe, expect, it } from 'vitest';
import { PendingListSchedule, type SearchIndexSide } from './pending-list-schedule.ts';

function movesOver(schedule: PendingListSchedule, batches: [number, number][]): (SearchIndexSide | undefined)[] {
  return batches.map(([source, target]) => schedule.afterBatch(source, target));
}

describe('PendingListSchedule', () => {
  it.each<[string, [number, number][], (SearchIndexSide | undefined)[]]>([
    [
      'moves a list once its index has been given the set amount of text since the last move',
      [
        [400, 0],
        [400, 0],
        [400, 0],
        [400, 0],
        [400, 0],
        [400, 0],
      ],
      [undefined, undefined, 'source', undefined, undefined, 'source'],
    ],
    [
      'never moves both lists after the same batch: the other one waits for the next',
      [
        [600, 500],
        [600, 600],
        [10, 10],
        [500, 0],
      ],
      [undefined, 'source', 'target', undefined],
    ],
    [
      'moves the fuller list first',
      [
        [1000, 1500],
        [0, 0],
      ],
      ['target', 'source'],
    ],
  ])('%s', (_rule, batches, moves) => {
    expect(movesOver(new PendingListSchedule(1000), batches)).toEqual(moves);
  });

  it('keeps the two lists apart when both fill at the same pace', () => {
    const schedule = new PendingListSchedule(1000);
    const moves = movesOver(
      schedule,
      Array.from({ length: 40 }, (): [number, number] => [250, 250]),
    );
    const batchesOf = (side: SearchIndexSide) => moves.flatMap((move, batch) => (move === side ? [batch] : []));
    expect(batchesOf('source')).toEqual([3, 7, 11, 15, 19, 23, 27, 31, 35, 39]);
    expect(batchesOf('target')).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36]);
  });
});

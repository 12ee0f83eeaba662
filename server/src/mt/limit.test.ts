import { describe, expect, it } from 'vitest';
import { limiter } from './limit.ts';

describe('limiter', () => {
  it('runs at most n tasks at once, in the order they came, and passes results and failures through', async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (id === 3) throw new Error('three failed');
      return id * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => limit(task(id))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message))).toEqual([
      10,
      20,
      'three failed',
      40,
      50,
      60,
    ]);
    expect(limit.active).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('gives a freed place to the task waiting, not to one arriving at that moment', async () => {
    const limit = limiter(1);
    const order: string[] = [];
    let release!: () => void;
    const first = limit(() => new Promise<void>((resolve) => (release = resolve)).then(() => order.push('first')));
    const second = limit(async () => order.push('second'));
    release();
    await Promise.resolve();
    const third = limit(async () => order.push('third'));
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
  });
});

/**
 * Runs at most `concurrency` tasks at once; the others wait in the order they came. A finishing task hands its
 * place straight to the next waiting one, so a task arriving meanwhile cannot take it.
 */
export function limiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const limit = async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < concurrency) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
  return Object.assign(limit, {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  });
}

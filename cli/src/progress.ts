/** Where the command says how far it is: a bar redrawn in place on a terminal, one plain line per step otherwise. */
export interface Progress {
  /** Starts the step `label` of `total` steps. */
  step(label: string): void;
  /** Ends the bar (on a terminal) before the command's last lines. */
  end(): void;
}

export interface Output {
  /** The command's own lines: what it did, the figures it prints. */
  line(text: string): void;
  progress(total: number): Progress;
}

const BAR_WIDTH = 24;

export function terminalOutput(stream: NodeJS.WriteStream): Output {
  return {
    line: (text) => stream.write(`${text}\n`),
    progress(total) {
      let done = 0;
      return {
        step(label) {
          done++;
          const filled = Math.round((BAR_WIDTH * done) / Math.max(total, 1));
          const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} ${label}`;
          stream.write(`\r\u001b[2K${bar.slice(0, Math.max((stream.columns ?? 80) - 1, 20))}`);
        },
        end: () => stream.write('\r\u001b[2K'),
      };
    },
  };
}

export function plainOutput(write: (text: string) => void): Output {
  return {
    line: (text) => write(`${text}\n`),
    progress: () => ({ step: (label) => write(`${label}\n`), end() {} }),
  };
}

/** When a server that stopped by itself is started again: each time, unless it keeps dying. Knows nothing of VS Code. */

export const MAX_CRASHES = 5;
export const CRASH_WINDOW_MS = 3 * 60_000;

export interface CrashVerdict {
  /** The stops still inside the window, this one included. */
  readonly history: number[];
  /** True once the server stopped MAX_CRASHES times inside the window: broken, not unlucky. */
  readonly giveUp: boolean;
}

export function recordCrash(history: readonly number[], now: number): CrashVerdict {
  const recent = [...history.filter((t) => now - t < CRASH_WINDOW_MS), now];
  return { history: recent, giveUp: recent.length >= MAX_CRASHES };
}

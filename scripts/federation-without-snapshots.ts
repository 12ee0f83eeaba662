/**
 * The shell's federation runtime registers each remote by its entry script (the shell reads the remotes' manifests
 * itself) and preloads nothing through the runtime (the shell does, beside the entry): the rspack base config puts
 * this module in place of the runtime's snapshot handler (manifest loading, snapshots made from manifests) and its
 * preloading helpers. What the runtime still calls of them without snapshots behaves as it would with none.
 */

/** The runtime's snapshot handler with nothing to load: no manifest, so no snapshot and no hooks to run. */
export class SnapshotHandler {
  readonly hooks = { applyPlugin() {}, removePlugin() {} };
  /** Emptied for a remote registered again (`force`); nothing is ever put in without manifests. */
  readonly manifestCache = new Map<string, unknown>();
}

/** Without snapshots no host snapshot names its remotes. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined };
}

function preloadingNotBuiltIn(): never {
  throw new Error("The shell's federation runtime does not preload remotes (the shell's registry does)");
}
export const defaultPreloadArgs = {};
export const formatPreloadArgs = preloadingNotBuiltIn;
export const normalizePreloadExposes = preloadingNotBuiltIn;
export const preloadAssets = preloadingNotBuiltIn;

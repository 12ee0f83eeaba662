/**
 * What a production remote bundles in place of @module-federation/webpack-bundler-runtime (the rspack base config
 * aliases it here): the shell's copy, which shell/src/remotes/federation.ts hands over before it loads any remote.
 * Through it the remote runs on the shell's federation runtime, so its entry carries none.
 */
const provide = (globalThis as { _FEDERATION_BUNDLER_RUNTIME?: () => unknown })._FEDERATION_BUNDLER_RUNTIME;
if (!provide)
  throw new Error('A production remote runs inside the Tessera shell, which provides its federation runtime');

export default provide();

/**
 * What a production remote bundles in place of @module-federation/webpack-bundler-runtime (the rspack base config
 * aliases it here): the shell's copy, which shell/src/remotes/federation.ts hands over before it loads any remote,
 * as it hands over the federation runtime itself (`externalRuntime`).
 */
const provide = (globalThis as { _FEDERATION_BUNDLER_RUNTIME?: () => unknown })._FEDERATION_BUNDLER_RUNTIME;
if (!provide)
  throw new Error('A production remote runs inside the Tessera shell, which provides its federation runtime');

export default provide();

/**
 * Rspack loader for production remotes: the federation build plugin's start module of a remote's entry (which
 * copies the bundler runtime into the entry's webpack runtime and wires chunk loading, sharing and exposing to it)
 * becomes a call to the shell's `startRemote` (shell/src/remotes/federation.ts), which does that wiring once for
 * every remote, with the shell's runtime. The shell installs it before it loads any remote entry.
 */
export default function remoteStartFromHost(this: { getOptions(): { name: string } }): string {
  const { name } = this.getOptions();
  return `const start = globalThis._FEDERATION_START_REMOTE;
if (!start) throw new Error('A production remote runs inside the Tessera shell, which provides its federation runtime');
start(__webpack_require__, ${JSON.stringify(name)});`;
}

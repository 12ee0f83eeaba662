// The shell has no federation build plugin (it is a run-time host, see common/remotes/federation.ts), so it needs
// no async boundary: its own copies of React and the router load with this entry.
import './bootstrap.tsx';

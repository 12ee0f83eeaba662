export { StandaloneHost, startStandalone } from './StandaloneHost.tsx';
export type { StandaloneOptions } from './StandaloneHost.tsx';

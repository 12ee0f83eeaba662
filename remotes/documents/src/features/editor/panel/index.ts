export { SidePanel } from './SidePanel.tsx';
export type { Insert, Replace } from './SidePanel.tsx';

export { ShortcutHelp } from './ShortcutHelp.tsx';

export { LinksButton } from './LinksButton.tsx';

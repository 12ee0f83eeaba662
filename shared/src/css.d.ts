// Apps import the Tailwind stylesheet for its side effect; rspack handles it, TypeScript only needs to allow it.
declare module '*.css';

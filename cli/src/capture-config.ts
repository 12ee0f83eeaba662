import { resolve } from 'node:path';
import { z } from 'zod';
import { readYamlFile } from './config.ts';
import { CliError } from './errors.ts';

/** The file `tessera screenshots capture` reads beside tessera.yml unless `--pages` names another. */
export const CAPTURE_FILE = 'tessera-screenshots.yml';

const Selector = z.string().min(1, 'must be a CSS selector');

/** What is done on a page before it is captured, in order, each through Playwright's locators. */
const Step = z.union([
  z.strictObject({ click: Selector }),
  /** `${NAME}` in the text is the environment variable NAME (a password is better kept there than in the file). */
  z.strictObject({ fill: z.strictObject({ selector: Selector, text: z.string() }) }),
  z.strictObject({ press: z.strictObject({ selector: Selector, key: z.string().min(1) }) }),
  z.strictObject({ hover: Selector }),
  /** Goes to another path of the app (in the language, as the page's own path). */
  z.strictObject({ goto: z.string().min(1) }),
  /** Waits until an element of the selector is shown. */
  z.strictObject({ wait: Selector }),
  /** Waits until no element of the selector is left (a spinner, say). */
  z.strictObject({ gone: Selector }),
]);
export type CaptureStep = z.infer<typeof Step>;

const Viewport = z.strictObject({
  width: z.number().int().min(200).max(4000),
  height: z.number().int().min(200).max(4000),
});
export type Viewport = z.infer<typeof Viewport>;

const Page = z.strictObject({
  /** The screenshot's name (with the viewport's size when there are several, and the language when not the source). */
  name: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[^/\\]+$/, 'may not hold a slash'),
  /** The page's path (or address) from `url`. */
  path: z.string().min(1),
  steps: z.array(Step).default([]),
  viewports: z.array(Viewport).min(1).optional(),
});

/** How the app is told which language to show: a query parameter, a localStorage entry or a cookie it reads. */
const Language = z.union([
  z.strictObject({ query: z.string().min(1) }),
  z.strictObject({ localStorage: z.string().min(1) }),
  z.strictObject({ cookie: z.string().min(1) }),
]);
export type LanguageSetting = z.infer<typeof Language>;

const CaptureYml = z
  .strictObject({
    /** The running app's address. */
    url: z.url({ protocol: /^https?$/, error: 'must be the http:// or https:// address of the running app' }),
    language: Language,
    /**
     * A command run (in the folder of tessera.yml) after the translation files are written in the key-revealing
     * language and again after they are put back, for an app that builds its messages in; an app that loads its
     * files as it runs needs none.
     */
    build: z.string().min(1).optional(),
    /**
     * The code of the key-revealing language, for an app that has it built in (each message marked with its key's
     * number, capture-catalogs.ts `markKey`): the capture shows the pages in it and writes no file.
     */
    revealing: z.string().min(1).optional(),
    viewports: z
      .array(Viewport)
      .min(1)
      .default([{ width: 1280, height: 800 }]),
    pages: z.array(Page).min(1, 'must list at least one page'),
  })
  .refine((config) => !(config.build && config.revealing), {
    path: ['build'],
    message: 'is for an app whose files the capture writes; with `revealing` it writes none',
  });
export type CaptureConfig = z.infer<typeof CaptureYml>;

/** Reads the capture's settings (`path`, else tessera-screenshots.yml beside tessera.yml). */
export async function readCaptureConfig(root: string, cwd: string, path?: string): Promise<CaptureConfig> {
  const file = path ? resolve(cwd, path) : resolve(root, CAPTURE_FILE);
  const config = await readYamlFile(file, CaptureYml, 'the pages to capture; --pages names another file');
  const names = new Set<string>();
  for (const page of config.pages) {
    if (names.has(page.name)) throw new CliError(`${file}: pages: two pages are named "${page.name}"`);
    names.add(page.name);
  }
  return { ...config, url: config.url.replace(/\/+$/, '') };
}

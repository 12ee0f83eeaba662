import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { ScreenshotBoxes, type Screenshot } from '@tessera/shared/contract';
import { apiBoxes, boxesSaid, captureScreens } from './capture.ts';
import { readCaptureConfig } from './capture-config.ts';
import { languagePath, projectOf, sourceFiles, type CommandContext } from './commands.ts';
import { CliError } from './errors.ts';

/** The boxes of `shot.png` are read from `shot.boxes.json` beside it, when there is one. */
export const boxesFileOf = (image: string) => `${image.slice(0, image.length - extname(image).length)}.boxes.json`;

/**
 * The project's screenshots by name, each replaced by a new upload of its name: the API keeps a screenshot's image
 * as it came, so a new image of a name is the old one deleted and the new one uploaded (boxes linked by key go with
 * the string, not the image, and are sent again with it).
 */
export class ScreenshotUploads {
  readonly #context: CommandContext;
  #existing: Map<string, Screenshot> | undefined;

  constructor(context: CommandContext) {
    this.#context = context;
  }

  /** Uploads `bytes` as the screenshot `name` with `boxes`; answers whether it replaced one of that name. */
  async upload(name: string, bytes: Buffer, boxes: ScreenshotBoxes['boxes']): Promise<{ replaced: boolean }> {
    const { api, config } = this.#context;
    this.#existing ??= new Map((await api.listScreenshots(config.project)).map((shot) => [shot.name, shot]));
    const old = this.#existing.get(name);
    if (old) await api.deleteScreenshot(config.project, old.id);
    // A refusal names the screenshot it was about.
    const named = (error: unknown) => {
      throw error instanceof CliError ? new CliError(`${name}: ${error.message}`, { status: error.status }) : error;
    };
    const shot = await api.uploadScreenshot(config.project, name, bytes).catch(named);
    this.#existing.set(name, shot);
    if (boxes.length > 0) await api.putScreenshotBoxes(config.project, shot.id, { boxes }).catch(named);
    return { replaced: old !== undefined };
  }
}

async function boxesBeside(image: string): Promise<ScreenshotBoxes['boxes']> {
  const path = boxesFileOf(image);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new CliError(`${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path}: not valid JSON: ${(error as Error).message}`);
  }
  const read = ScreenshotBoxes.safeParse(Array.isArray(parsed) ? { boxes: parsed } : parsed);
  if (!read.success) {
    const issue = read.error.issues[0]!;
    throw new CliError(`${path}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  return read.data.boxes;
}

/**
 * `tessera screenshots push <files…>`: uploads each image (PNG, JPEG, WebP; the server tells them by content) to
 * the project under its file name, with the boxes of `<name>.boxes.json` beside it if any; an image of a name the
 * project already has replaces it.
 */
export async function pushScreenshots(context: CommandContext, files: string[], cwd: string): Promise<void> {
  if (files.length === 0) throw new CliError('screenshots push: name the image files to upload');
  const { out } = context;
  const uploads = new ScreenshotUploads(context);
  const progress = out.progress(files.length);
  let replaced = 0;
  let boxes = 0;
  for (const file of files) {
    const path = resolve(cwd, file);
    progress.step(file);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (error) {
      throw new CliError(`${file}: ${(error as Error).message}`);
    }
    const own = await boxesBeside(path);
    if ((await uploads.upload(basename(path), bytes, own)).replaced) replaced++;
    boxes += own.length;
  }
  progress.end();
  out.line(`Pushed ${files.length} screenshots (${replaced} replaced) with ${boxes} boxes`);
}

/**
 * `tessera screenshots capture`: captures the pages tessera-screenshots.yml lists in `language` (the project's
 * source unless given: a target language gives reviewers the translated screens, named with it) and uploads each
 * screenshot with the boxes of its strings, linked by key.
 */
export async function captureScreenshots(
  context: CommandContext,
  options: { language: string | undefined; pages: string | undefined; cwd: string; chromiumPath: string | undefined },
): Promise<void> {
  const { config, out } = context;
  const capture = await readCaptureConfig(config.root, options.cwd, options.pages);
  const project = await projectOf(context);
  const language = options.language ?? project.source_lang;
  const source = language === project.source_lang;
  if (!source && !project.target_langs.includes(language))
    throw new CliError(
      `--language: ${language} is not a language of "${project.name}" (${[project.source_lang, ...project.target_langs].join(', ')})`,
    );
  const sources = await sourceFiles(context, project);
  const files = sources.flatMap((file) =>
    source ? [file.path] : [languagePath(config, project, file, language), file.path],
  );
  const shots = await captureScreens({
    root: config.root,
    config: capture,
    files,
    language,
    source,
    chromiumPath: options.chromiumPath,
    log: (line) => out.line(line),
  });
  const uploads = new ScreenshotUploads(context);
  for (const shot of shots) await uploads.upload(shot.name, shot.png, apiBoxes(shot));
  const all = shots.flatMap((shot) => shot.boxes);
  out.line(`Captured ${shots.length} screenshots of "${project.name}" in ${language}: ${boxesSaid(all)}`);
}

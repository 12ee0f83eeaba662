import { parseArgs } from 'node:util';
import { TesseraApi } from './api.ts';
import { pull, push, status, type CommandContext } from './commands.ts';
import { readConfig } from './config.ts';
import { captureScreenshots, pushScreenshots } from './screenshots.ts';
import { CliError } from './errors.ts';
import { plainOutput, terminalOutput } from './progress.ts';
import { versionWarning } from './version.ts';

const USAGE = `Usage: tessera <command> [--config <file>]

  push [--translations]  upload the source files (and each language's translation file) to the project
  pull                   write each language's translated files to their paths
  status                 print each language's progress
  screenshots push <images…>  upload screenshots (PNG, JPEG, WebP), each with the boxes of <name>.boxes.json beside it
  screenshots capture [--language <code>] [--pages <file>]
                         capture the pages of tessera-screenshots.yml in a real Chromium (CHROMIUM_PATH) and upload
                         them with the boxes of their strings

Settings come from tessera.yml (url, project, files, languages, ignore) and the API token from TESSERA_TOKEN.`;

const COMMANDS = { push, pull, status, screenshots: pushScreenshots } as const;

/** Runs the command line `args`; answers the exit status: 0 only when the command did all it was asked. */
export async function main(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<number> {
  const out = process.stdout.isTTY ? terminalOutput(process.stdout) : plainOutput((text) => process.stdout.write(text));
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        config: { type: 'string' },
        translations: { type: 'boolean', default: false },
        language: { type: 'string' },
        pages: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      out.line(USAGE);
      return 0;
    }
    const [name, ...extra] = positionals;
    if (!name || !(name in COMMANDS))
      throw new CliError(`${name ? `unknown command "${name}"` : 'no command'}: ${USAGE}`);
    const [subcommand, ...files] = extra;
    if (name === 'screenshots' && subcommand !== 'push' && subcommand !== 'capture')
      throw new CliError(`${subcommand ? `unknown command "screenshots ${subcommand}"` : 'no command'}: ${USAGE}`);
    if ((name !== 'screenshots' && extra.length > 0) || (subcommand === 'capture' && files.length > 0))
      throw new CliError(`unexpected argument "${subcommand === 'capture' ? files[0] : extra[0]}"`);
    if ((values.language !== undefined || values.pages !== undefined) && subcommand !== 'capture')
      throw new CliError('--language and --pages go with screenshots capture only');
    if (values.translations && name !== 'push') throw new CliError('--translations goes with push only');
    const config = await readConfig(cwd, env, values.config);
    const api = new TesseraApi(config.url, config.token);
    const warning = await versionWarning(api, config.url);
    // A warning, not a refusal: a server of a nearby version often still reads what this one sends.
    if (warning) process.stderr.write(`tessera: ${warning}\n`);
    const context: CommandContext = { config, api, out };
    if (name === 'push') await push(context, { translations: values.translations });
    else if (subcommand === 'capture')
      await captureScreenshots(context, {
        language: values.language,
        pages: values.pages,
        cwd,
        chromiumPath: env.CHROMIUM_PATH || undefined,
      });
    else if (name === 'screenshots') await pushScreenshots(context, files, cwd);
    else await COMMANDS[name as 'pull' | 'status'](context);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // One line: the first is what matters (parseArgs and unexpected errors may say more).
    process.stderr.write(`tessera: ${message.split('\n')[0]}\n`);
    return 1;
  }
}

/**
 * The block the server prints once it listens: where to open the app and how to sign in. Framed so that it stands
 * out among log lines, because a generated admin password is shown only here, once.
 */
export interface BannerFacts {
  host: string;
  port: number;
  database: string;
  firstAdmin?: { email: string; generatedPassword?: string } | null;
}

/** The address a browser on this machine opens: a wildcard host means every interface, localhost among them. */
export function browserUrl(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

const RUNNING = 'Tessera is running at ';

/**
 * The URL (without the final slash) that a server's banner in `output` names, once printed: how a process that
 * started it with PORT=0 learns the port the system gave it.
 */
export function listeningUrlIn(output: string): string | undefined {
  const at = output.indexOf(RUNNING);
  if (at < 0) return undefined;
  return /^(\S+?)\/? /.exec(output.slice(at + RUNNING.length))?.[1];
}

export function startBanner({ host, port, database, firstAdmin }: BannerFacts): string {
  const url = browserUrl(host, port);
  const lines = [`${RUNNING}${url}`, `API docs: ${url}api/docs   database: ${database}`, ''];
  if (firstAdmin?.generatedPassword) {
    lines.push(
      'First admin created. Sign in with',
      `  email:    ${firstAdmin.email}`,
      `  password: ${firstAdmin.generatedPassword}`,
    );
    lines.push('This password is shown only once: change it on the users screen.');
  } else if (firstAdmin) {
    lines.push(`First admin created: sign in as ${firstAdmin.email} with TESSERA_ADMIN_PASSWORD.`);
  } else {
    lines.push('Sign in with an existing account.');
  }
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}

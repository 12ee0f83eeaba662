import { z } from 'zod';
import { routes } from '../routes.ts';
import { endpointsTagged, type MediaAnswer } from './endpoint.ts';

const define = endpointsTagged('command line', { errors: [404] });

/** What the server says of the tessera command it hands out: the version it speaks and where its package is. */
export const CliPackage = z.object({
  version: z.string().describe("The command's version this server speaks (its package.json's version)"),
  tarball: z
    .string()
    .describe('The path of the package of that version on this server, its file named tessera-cli-<version>.tgz'),
  latest: z.string().describe("The package's stable path, tessera-cli.tgz, always of this server's version"),
  built: z.boolean().describe('Whether the package was built (`npm run build`): until then both addresses answer 404'),
});
export type CliPackage = z.infer<typeof CliPackage>;

const tarball: MediaAnswer = {
  description:
    'The npm package (`npm pack`), for `npm install -D <this address>`; ETag and If-None-Match as npm uses them',
  content: { 'application/gzip': { schema: z.string().describe('The tarball') } },
};

export const cliEndpoints = define(routes.cli, {
  about: {
    summary: 'The version of the tessera command this server speaks, and where its package is',
    response: { 200: CliPackage },
  },
  tarball: {
    summary: "The tessera command's npm package: `tessera-cli.tgz`, or `tessera-cli-<version>.tgz` of this version",
    description:
      'Built by `npm run build` (the package is packed then, never by a request); 404 until then, and for a version ' +
      'this server does not speak. Public, as the API description is: the command is Tessera’s own open source, and a ' +
      'CI job installs it with no credentials.',
    params: z.object({ file: z.string().min(1).max(200) }),
    response: { 200: tarball, 304: z.null().describe('Not modified: the ETag sent in If-None-Match is current') },
  },
});

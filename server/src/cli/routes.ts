import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathOf, routes } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import {
  cliVersion,
  DEFAULT_CLI_PACKAGE_DIR,
  LATEST_TARBALL,
  tarballName,
  tarballPath,
  tarballReader,
} from './package-file.ts';

/** The address a file name of the package is answered at, as a client writes it. */
const addressOf = (file: string) => `/api${pathOf(routes.cli.tarball, { file })}`;

/** Whether an If-None-Match header names `etag` (or any version: `*`), compared weakly as RFC 9110 says it is. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((given) => {
    const tag = given.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** The tessera command's package, packed by `npm run build`, and the version this server speaks (cli/README.md). */
export const cliRoutes: FastifyPluginAsyncZod = async (app) => {
  const packageDir = app.config.cliPackageDir ?? DEFAULT_CLI_PACKAGE_DIR;
  const readTarball = tarballReader();

  const version = async () => {
    const found = await cliVersion(packageDir);
    if (found === undefined)
      throw new HttpError(
        404,
        'cli_not_here',
        "This server's checkout has no tessera command package (cli/package.json)",
      );
    return found;
  };

  route(app, endpoints.cli.about, async () => {
    const current = await version();
    return {
      version: current,
      tarball: addressOf(tarballName(current)),
      latest: addressOf(LATEST_TARBALL),
      built: (await readTarball(tarballPath(packageDir, current))) !== undefined,
    };
  });

  route(app, endpoints.cli.tarball, async (request, reply) => {
    const current = await version();
    const { file } = request.params;
    if (file !== LATEST_TARBALL && file !== tarballName(current))
      throw new HttpError(
        404,
        'cli_version_not_here',
        `This server hands out the tessera command ${current} only: ${addressOf(tarballName(current))} or ${addressOf(LATEST_TARBALL)}`,
      );
    const tarball = await readTarball(tarballPath(packageDir, current));
    if (!tarball)
      throw new HttpError(
        404,
        'cli_not_built',
        'The tessera command has not been packed on this server: run `npm run build` in its checkout, then ask again',
      );
    // Revalidated each time: the stable name follows the server's version, and a rebuild may change the bytes.
    reply.header('cache-control', 'no-cache');
    reply.header('etag', tarball.etag);
    if (matches(request.headers['if-none-match'], tarball.etag)) return reply.code(304).send(null);
    return reply
      .type('application/gzip')
      .header('content-length', tarball.bytes.length)
      .header('content-disposition', `attachment; filename="${tarballName(current)}"`)
      .send(tarball.bytes);
  });
};

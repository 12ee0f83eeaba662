/**
 * Which server test files run on PostgreSQL, read from their text, for npm test's PostgreSQL phase. The harness
 * checks the reading at run time in npm test's phases (TEST_BACKEND): a suite it would misplace fails.
 */

/** The ways a file runs on PostgreSQL: the harness's functions and option for it, the database-layer harness, a connection of its own. */
const ON_POSTGRES =
  /\bdescribeWithPostgresToo\(|\bonly: 'postgres'|\bdescribeWithDatabase\(|\bdescribeWithTwoServers\(|\bTEST_DATABASE_URL\b/;

/** Files that open PostgreSQL themselves rather than through the harness: the PGlite phase leaves them out. */
const POSTGRES_ALONE = /\bdescribeWithTwoServers\(|\bTEST_DATABASE_URL\b/;

export const runsOnPostgres = (source: string): boolean => ON_POSTGRES.test(source);

export const runsOnPostgresAlone = (source: string): boolean => POSTGRES_ALONE.test(source);

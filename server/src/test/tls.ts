import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A self-signed certificate for localhost and 127.0.0.1, for tests only: its key is public, and clients that use it
 * skip verification or trust this very certificate (as their `ca`). Made with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 * -subj /CN=localhost`.
 */
export const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgCU5+YfvZzIFGEUEf
FYypoRwarMOdpsMy+wUknXhDUGyhRANCAAQHtGaI7Ork+171KEBTFfZn18VG0QYg
p9no6ATMcwTY7+xUHRjV3Dmt58vH7DcSGVP5kYgyiTJU4V6zJYAd4lFU
-----END PRIVATE KEY-----
`;
export const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUerhAs9xOJQJIii7Nx7qiIJaRFSswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNjAyMTUxMFoYDzIxMjYxMTAy
MDIxNTEwWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQHtGaI7Ork+171KEBTFfZn18VG0QYgp9no6ATMcwTY7+xUHRjV3Dmt
58vH7DcSGVP5kYgyiTJU4V6zJYAd4lFUo28wbTAdBgNVHQ4EFgQU2Va82t/ogVIm
pzCN8imC475WXhgwHwYDVR0jBBgwFoAU2Va82t/ogVImpzCN8imC475WXhgwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDRwAwRAIgPb1kwGtM78j9qGKcPWknk9xg1rEY1pjpL/sYUmAZsL4CIBim
3Fm9ZCBbWuCty8qd2jrD9mL+09zQdPwCpkpZ0rpG
-----END CERTIFICATE-----
`;

/**
 * An HTTPS server on a free port of localhost whose requests `app` answers, as when Fastify itself listens over
 * TLS: the app sees an encrypted socket. Its URL ends without a slash.
 */
export async function httpsServerFor(app: FastifyInstance): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer({ key: TEST_KEY, cert: TEST_CERTIFICATE }, (request, response) =>
    app.routing(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

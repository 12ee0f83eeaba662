import { routes } from '@tessera/shared/contract';

/**
 * The Content-Security-Policy of every page of the front end. Scripts, styles and fonts come only from this origin
 * and the remotes' (their manifests' origins, as remotes.json lists them); the page talks to the API here and to
 * the remotes; images are this origin's or data: URLs (inline code chips, the favicon). No inline script and no
 * eval anywhere: one stored-XSS slip in a screen that renders user text runs nothing, and the browser reports it.
 */
export const CSP_REPORT_PATH = `/api${routes.security.cspReport.path}`;

/** The origins of the remotes' manifests that are not this one's (a relative address is this origin). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const manifest of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(manifest)) continue;
    origins.add(new URL(manifest).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(remotes: Record<string, string>): string {
  const sources = ["'self'", ...remoteOrigins(remotes)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `style-src ${sources}`,
    `font-src ${sources} data:`,
    `connect-src ${sources}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

import { buildStaleApps } from '../scripts/build-apps.ts';

/** Before any worker starts its app: the production builds it serves, built where missing or stale. */
export default function globalSetup(): void {
  buildStaleApps();
}

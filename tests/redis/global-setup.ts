import { buildOnce, e2eBuild } from '../../scripts/lib/cluster.mjs';

// The instances run the e2e build: built here when `npm test`'s end-to-end phases have not already.
export default async function globalSetup() {
  await buildOnce(e2eBuild());
}

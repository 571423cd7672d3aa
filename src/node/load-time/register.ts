import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Run before a command that reads site.yaml (`tsx --import ./src/node/load-time/register.ts …`,
 * as the npm scripts do): the registry of navbar item types imports their React components,
 * which import the browser's data and routes, so those modules load as inert stand-ins.
 */
register('./hooks.ts', { parentURL: import.meta.url, data: { projectRoot: fileURLToPath(new URL('../../..', import.meta.url)) } });

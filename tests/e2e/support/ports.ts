/**
 * The ports of the end-to-end tests: E2E_PORT (4317 by default) serves dist/, the next one the
 * build of the engine's fixture site, and the two after it (one per worker) the development server
 * that the save tests start on a copy of a fixture site.
 */
export const PORT = Number(process.env.E2E_PORT ?? 4317);
export const ENGINE_PORT = PORT + 1;
export const DEV_SERVER_PORT = PORT + 2;

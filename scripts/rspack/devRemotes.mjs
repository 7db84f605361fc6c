import { PORTS, REMOTES } from '../ports.mjs';

/** In `pnpm dev`, the shell's dev server answers /remotes.json and /config.json itself. */
export function devRemotesMiddleware(middlewares) {
  middlewares.unshift(
    {
      name: 'dev-remotes-json',
      path: '/remotes.json',
      middleware: (_req, res) => {
        const remotes = Object.fromEntries(
          Object.entries(REMOTES).map(([key, app]) => [
            key,
            `http://localhost:${PORTS[app]}/remoteEntry.js`,
          ]),
        );
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(remotes));
      },
    },
    {
      name: 'dev-config-json',
      path: '/config.json',
      middleware: (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ apiBaseUrl: `http://localhost:${PORTS.api}` }));
      },
    },
  );
  return middlewares;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isPageRoute } from '@orderlane/domain';

export interface WebAppOptions {
  distDir: string;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every page route of the
 * route table, the same shell with HTTP 404 for anything else, JSON 404 under /api.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, { distDir }) => {
    const indexPath = path.join(distDir, 'index.html');
    const hasBuild = existsSync(indexPath);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }
    const readShell = () => (hasBuild ? readFileSync(indexPath, 'utf8') : fallbackShell);

    app.setNotFoundHandler(
      { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: 60_000 }) : undefined },
      (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET') {
          return reply.status(404).send({ status: 404, message: `No such endpoint: ${request.method} ${pathname}` });
        }
        reply.header('cache-control', 'no-cache');
        return reply
          .status(isPageRoute(pathname) ? 200 : 404)
          .type('text/html; charset=utf-8')
          .send(readShell());
      },
    );
  },
  { name: 'web-app' },
);

const fallbackShell =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orderlane</title></head>' +
  '<body><p>The web app is not built yet. Run <code>npm run build</code>.</p></body></html>';

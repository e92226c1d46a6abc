import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isPageRoute } from '@orderlane/domain';
import { createReadyAnswer, sendCompressed, type ReadyAnswer } from '@/lib/ready-answer.js';
import type { PageHead } from './page-head.js';

export interface WebAppOptions {
  distDir: string;
}

const fallbackShell =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orderlane</title></head>' +
  '<body><p>The web app is not built yet. Run <code>npm run build</code>.</p></body></html>';

/**
 * Puts a page's own head tags (title, description, JSON-LD...) in place of the shell's title, or beside it when
 * they are only hints, and the page's first screen, when the server drew it, in the app's root element.
 */
function withHead(shell: string, { html: headHtml, rootHtml = '', keepsShellTitle }: PageHead): string {
  // A drawn page brings its styles inline and loads the app after its first paint (modules/seo): the shell's
  // stylesheets, preloads and entry script would make the first paint wait for them.
  const page = rootHtml
    ? shell
        .replace(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
        .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    : shell;
  const titled = keepsShellTitle
    ? page
    : page.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  return (
    titled
      // Replacer functions: a string replacement would read `$&` or `$'` in a store name as patterns.
      .replace('</head>', () => `  ${headHtml}\n  </head>`)
      // A picture of the page until the app draws it (main.tsx): a tap on it would do nothing and be lost, and
      // assistive technology should meet the page once, when it works.
      .replace('<div id="root"></div>', () =>
        rootHtml ? `<div id="root" inert aria-hidden="true">${rootHtml}</div>` : '<div id="root"></div>',
      )
  );
}

/**
 * The installable app's files (apps/web/pwa) are checked with the server on every use: a deploy's new worker
 * must reach the browser at its next check (with it come the new manifest and offline page), and a worker kept
 * for minutes would keep pointing tabs at files the deploy removed.
 */
const revalidatedFiles = new Set(['sw.js', 'manifest.webmanifest', 'offline.html', 'offline.js']);

function cacheControlFor(file: string, isHashedAsset: boolean): string {
  if (isHashedAsset) {
    return 'public, max-age=31536000, immutable';
  }
  // With `preCompressed`, the file sent may be the .br or .gz beside the one asked for.
  const asked = file
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return revalidatedFiles.has(asked) ? 'no-cache' : 'public, max-age=300';
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every page route of the
 * route table (with the page's head tags when the server can describe it), the same shell with
 * HTTP 404 for anything else, JSON 404 under /api.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, { distDir }) => {
    const indexPath = path.join(distDir, 'index.html');
    // Read once: the build does not change under a running server.
    const shell = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : fallbackShell;
    const plainShell = createReadyAnswer(shell);
    // The seo module gives the same head while a page's answers hold: its page is put together and compressed
    // once, not for every diner opening it.
    const pagesByHead = new WeakMap<PageHead, ReadyAnswer>();
    const pageOf = (head: PageHead) => {
      let page = pagesByHead.get(head);
      if (!page) {
        page = createReadyAnswer(withHead(shell, head));
        pagesByHead.set(head, page);
      }
      return page;
    };
    if (shell !== fallbackShell) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes each asset's .br and .gz beside it (apps/web/vite.config.ts): sent as they are, chosen
        // by the browser's Accept-Encoding, so the compression plugin leaves them alone.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', cacheControlFor(path.relative(distDir, filePath), isHashedAsset));
        },
      });
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 600, timeWindow: 60_000 }) },
      async (request, reply) => {
        const url = new URL(request.url, 'http://localhost');
        const pathname = url.pathname;
        if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET') {
          return reply
            .status(404)
            .send({ status: 404, message: `No such endpoint: ${request.method} ${pathname}` });
        }
        const head = isPageRoute(pathname)
          ? await app.renderPageHead(
              pathname,
              url.searchParams,
              request.headers['accept-language'],
              request.headers.cookie,
            )
          : null;
        const status = !isPageRoute(pathname) || head?.found === false ? 404 : 200;
        reply.header('cache-control', 'no-cache').status(status).type('text/html; charset=utf-8');
        if (!head?.html) {
          return sendCompressed(request, reply, plainShell.body, plainShell);
        }
        // First screens are drawn for English readers only, the checkout's from its cookie (modules/seo).
        const varies = [
          ...(head.variesByLanguage ? ['accept-language'] : []),
          ...(head.variesByCookie ? ['cookie'] : []),
        ];
        if (varies.length > 0) {
          reply.header('vary', varies.join(', '));
        }
        // A store page's HTML carries its first answers and screen (~70 KB): worth compressing on a phone's network.
        const page = pageOf(head);
        return sendCompressed(request, reply, page.body, page);
      },
    );
  },
  { name: 'web-app', dependencies: ['seo'] },
);

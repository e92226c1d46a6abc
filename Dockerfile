# Orderlane: one image, the compiled server serving /api and the built web app.
#   docker build -t orderlane .
#   docker run -p 3000:3000 -v orderlane-data:/data orderlane
# Secrets come from the environment at run time (see docs/DEPLOY.md), never from this file.

# --- build: every dependency, then the domain package, the server bundle and the web app ---
FROM node:20.19.5-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY scripts/build.mjs scripts/
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN node scripts/build.mjs

# --- production dependencies only (no install scripts are needed at run time) ---
FROM node:20.19.5-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# --- runtime: compiled output and production node_modules, run as the unprivileged `node` user ---
FROM node:20.19.5-bookworm-slim AS runtime
# glibc's allocator keeps its mmap threshold at 128 KiB instead of raising it as large blocks are freed, so those
# blocks go back to the system when freed instead of staying in its arenas (docs/PERFORMANCE.md §8.8).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY --from=deps /app/package.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# The bundle reads its migrations from beside the source, as `npm start` does.
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
# A new embedded database is made on a worker thread loaded from beside the source, as the migrations are.
COPY --from=build /app/apps/server/src/db/pglite-initdb.mjs apps/server/src/db/pglite-initdb.mjs
COPY --from=build /app/apps/web/dist apps/web/dist
# The store page's first screen, drawn by the server from the web build (self-contained: no web packages).
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The slim image has no curl; Node 20's fetch asks the server's own health check (database and Redis).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]

# syntax=docker/dockerfile:1
# Esencia's image: the built server and web app on Node 20, production packages only, run as `node`.
#   docker build -t esencia .
# compose.yaml runs two of these behind Caddy on PostgreSQL and MinIO (docs/operations.md, "Varios procesos").
# scripts/check-deployment.mjs (run by `npm test`) checks this file against package.json and compose.yaml.

# 1. Build: every package (dev ones included), then `npm run build` (server to dist/, web app to web/dist/).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY src/domain/package.json src/domain/
COPY ui-kit/package.json ui-kit/
COPY web/package.json web/
# npm ci refuses this lockfile (some platform binaries are missing from the registry): see .ci/run.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production packages only: the server's dependencies (the web app is bundled in web/dist, for the browser
# and, in web/dist/.ssr, for the server's rendering, each with its packages inside; so the workspaces and every
# dev package stay out).
FROM node:20-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm pkg delete workspaces \
  && npm install --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# 3. Runtime.
FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX=2: as npm start sets it (glibc's malloc keeps up to 8 arenas per core, one per busy thread;
# two hold node's and libvips's native memory with 15-18 MiB less RSS at peak, docs/performance.md).
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data \
  MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY package.json ./
COPY data/common-passwords ./data/common-passwords
# DATA_DIR: the dev mail outbox (without SMTP_URL) and the demo admin's file; the code stays read-only.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs once built (its `npm run build` ran in the build stage). Node handles SIGTERM itself.
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=8", "dist/src/interface/main.js"]

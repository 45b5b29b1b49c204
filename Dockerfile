# syntax=docker/dockerfile:1
# The UK Pay & Tax Calculator: one stateless process serving the API, its docs and the website.
#   docker build -t uktax .
#   docker run --rm -p 3000:3000 -e CORS_ORIGIN=https://partner.example.com uktax
# Configuration is environment only; see apps/api/README.md.

ARG NODE_VERSION=20.20

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0 \
    TURBO_TELEMETRY_DISABLED=1 \
    CI=1
# pnpm at the exact version (and hash) of package.json's packageManager.
RUN corepack enable
WORKDIR /repo

# Dependencies first, so this layer is reused until the lockfile changes.
FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
RUN pnpm fetch

FROM deps AS build
COPY . .
RUN pnpm install --offline --frozen-lockfile
# The engine, the API and the website; tests run in CI, not here.
RUN pnpm turbo run build --filter=@uktax/api... --filter=@uktax/web...
# The API with production dependencies only (the engine copied in, not linked).
RUN pnpm --filter @uktax/api deploy --prod --legacy /out/api

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Owned by root and read-only to the service user; nothing is written at run time.
COPY --from=build /out/api /app/apps/api
# dist/server.js serves ../../web/dist, so the site sits beside the API as in the repository.
COPY --from=build /repo/apps/web/dist /app/apps/web/dist
USER node
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM itself: it stops accepting, finishes in-flight requests, exits 0.
CMD ["node", "dist/server.js"]

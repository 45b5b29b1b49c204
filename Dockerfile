# syntax=docker/dockerfile:1
# The UK Pay & Tax Calculator: one stateless process serving the API, its docs and the website.
#   docker build -t uktax .
#   docker run --rm -p 3000:3000 --stop-timeout 30 -e CORS_ORIGIN=https://partner.example.com uktax
# Configuration is environment only; see apps/api/README.md. compose.yaml runs several replicas
# behind a reverse proxy with a shared Redis.

# The image runs the current Node LTS, 26, while .nvmrc and CI say 20, on purpose:
# - the image tracks the LTS because it is what runs in production, and Node 20 reached end of
#   life in April 2026 (no more security fixes);
# - CI runs on Node 20 (the only Node its machine has), so the tests prove the code on the oldest
#   version package.json's engines allow (>=20.19), the floor the code supports;
# - the image's own build (below) compiles everything on 26, but no test runs on 26 in CI: run
#   `pnpm test` under Node 26 before moving the image to a new major.
# Node 25 and later ship without corepack, so pnpm is installed with npm at package.json's
# packageManager version.
ARG NODE_VERSION=26
ARG PNPM_VERSION=10.34.9

FROM node:${NODE_VERSION}-slim AS base
ARG PNPM_VERSION
ENV TURBO_TELEMETRY_DISABLED=1 \
    CI=1
RUN npm install --global pnpm@${PNPM_VERSION}
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

FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Owned by root and read-only to the service user; nothing is written at run time.
COPY --from=build /out/api /app/apps/api
# dist/server.js serves ../../web/dist, so the site sits beside the API as in the repository, and
# renders pages opened with a calculator's query with ../../web/dist-ssr (self-contained).
COPY --from=build /repo/apps/web/dist /app/apps/web/dist
COPY --from=build /repo/apps/web/dist-ssr /app/apps/web/dist-ssr
# uid and gid 1000; deploy/kubernetes gives the number (runAsUser: 1000), as runAsNonRoot cannot
# check a user given by name.
USER node
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=2s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM itself: /health answers 503 at once, requests are served
# for DRAIN_SECONDS (15) so the balancer takes the instance out first, then in-flight requests
# finish (up to 10 s more) and it exits 0. Docker's default stop timeout (10 s) is shorter than
# that: stop with `docker stop -t 30` / `docker run --stop-timeout 30` (compose.yaml sets
# stop_grace_period: 30s), or lower DRAIN_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server.js"]

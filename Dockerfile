# syntax=docker/dockerfile:1
# The telehealth server and its web app in one image: `docker build -t telehealth .` from the repository's root.
# deploy/compose.yaml runs two of these behind Caddy on PostgreSQL and MinIO; deploy/README.md explains it.

# ---- build: every workspace's dev dependencies, then the SPA (with its prerenderer) and the server bundle
FROM node:20-slim AS build
WORKDIR /src
ENV CI=true TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx turbo run build --filter=@telehealth/web --filter=@telehealth/server --output-logs=errors-only

# ---- runtime: the server's production dependencies only, the built files, a user without privileges
FROM node:20-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# npm ci checks the lock against every workspace's manifest, so all of them come along (the manifests only).
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/packages/contract/package.json packages/contract/
COPY --from=build /src/packages/ui/package.json packages/ui/
COPY --from=build /src/packages/forms/package.json packages/forms/
COPY --from=build /src/packages/api/package.json packages/api/
COPY --from=build /src/packages/realtime/package.json packages/realtime/
COPY --from=build /src/apps/web/package.json apps/web/
COPY --from=build /src/apps/storybook/package.json apps/storybook/
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/tests/package.json tests/
RUN npm ci --omit=dev --workspace=@telehealth/server --no-audit --no-fund && npm cache clean --force
# The server bundles the workspace packages it uses; it reads its migrations and data files beside dist/, and
# serves the SPA from apps/web/dist (pages prerendered by apps/web/dist-server).
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/server/assets apps/server/assets
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/web/dist-server apps/web/dist-server
# DATA_DIR holds uploads in progress (and PGlite and the local file store when no DATABASE_URL / S3_BUCKET is set).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: /api/health answers while the process runs. A proxy routes on /api/ready instead.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]

# syntax=docker/dockerfile:1
# Build from the repo root: docker build -f docker/rest-api.Dockerfile .

FROM node:24-bookworm-slim AS build
# Not corepack: its signature checks fail against registry mirrors.
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
# Lockfile-only layer: the dependency download stays cached until the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc* ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @backoffice/rest-api build \
 && pnpm deploy --filter @backoffice/rest-api --prod --legacy /out

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    REST_API_PORT=4001 \
    REST_API_HOST=0.0.0.0 \
    DATA_DIR=/app/rest-api/data
WORKDIR /app/rest-api
# Production node_modules from `pnpm deploy`; dist and migrations copied explicitly
# because deploy follows pack rules ("files", .gitignore) that may leave them out.
COPY --from=build /out ./
COPY --from=build /repo/rest-api/dist ./dist
COPY --from=build /repo/rest-api/migrations ./migrations
# Code stays root-owned (read-only for the app); only DATA_DIR is writable.
# A fresh named volume mounted here inherits this ownership.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 4001
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.REST_API_PORT || 4001) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]

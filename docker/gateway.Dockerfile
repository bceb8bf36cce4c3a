# syntax=docker/dockerfile:1
# Build from the repo root: docker build -f docker/gateway.Dockerfile .

FROM node:24-bookworm-slim AS build
# Not corepack: its signature checks fail against registry mirrors.
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
# Lockfile-only layer: the dependency download stays cached until the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc* ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @backoffice/gateway build \
 && pnpm deploy --filter @backoffice/gateway --prod --legacy /out

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    GATEWAY_PORT=4000 \
    GATEWAY_HOST=0.0.0.0 \
    GATEWAY_DATA_DIR=/app/gateway/data
WORKDIR /app/gateway
# Production node_modules from `pnpm deploy`; dist and migrations copied explicitly
# because deploy follows pack rules ("files", .gitignore) that may leave them out.
COPY --from=build /out ./
COPY --from=build /repo/gateway/dist ./dist
COPY --from=build /repo/gateway/migrations ./migrations
# Only GATEWAY_DATA_DIR is writable: the embedded store, when GATEWAY_DATABASE_URL is unset.
RUN mkdir -p data && chown node:node data
# The gateway reads the SDL from ../schema/*.graphql at runtime.
COPY schema /app/schema
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.GATEWAY_PORT || 4000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]

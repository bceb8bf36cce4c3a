# syntax=docker/dockerfile:1
# Build from the repo root: docker build -f docker/web.Dockerfile .

FROM node:24-bookworm-slim AS build
# Not corepack: its signature checks fail against registry mirrors.
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
# Lockfile-only layer: the dependency download stays cached until the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc* ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @backoffice/web build

# Debian's nginx, for its brotli_static module (libnginx-mod-http-brotli-static, loaded through modules-enabled):
# the official nginx images have none, and a module must be built for the nginx that loads it.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static wget \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/web/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=5s --retries=3 \
  CMD wget -q --spider http://127.0.0.1/ || exit 1
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

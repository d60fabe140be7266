# syntax=docker/dockerfile:1
# The storefront as a container image: Next's standalone build behind our entry server
# (server/main.ts: the CSP of the HTML served, client-address headers, request ids, health checks).
#
#   docker build -t ultrafibra-storefront .
#   docker run -p 3000:3000 -e BACKEND_URL=… -e SESSION_SECRET=… -e SITE_URL=https://… ultrafibra-storefront
#
# Configuration is read at start (README "Configuration"): no page is made at build, so one image
# serves staging and production. It carries no sandbox: without BACKEND_URL it refuses to start.
# The sandbox server has a target of its own (`docker build --target sandbox`, deploy/compose.sandbox.yaml).

# Node 24 LTS, the runtime of the npm scripts too (package.json's `node` devDependency), pinned by
# the digest of its multi-platform index so a rebuild gets the same base. To refresh it, on a
# machine that reaches Docker Hub: `docker buildx imagetools inspect node:24-bookworm-slim` (or
# `skopeo inspect --raw docker://node:24-bookworm-slim | sha256sum`) prints the index digest; put it
# below and run `npm run test:image` on the new base. Without a registry, `npm run test:image`
# builds on a Node 24 bookworm base it makes from Debian's packages (`--build-arg NODE_IMAGE=…`).
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
# The release this build replaces, for a rolling deploy (docs/operating.md "Rolling deploy"): its
# browser files are carried into this image, so pages it served keep loading their chunks from the
# new instances (scripts/carry-static.ts). scratch (the default): none, e.g. the first release.
#   docker build --build-arg PREVIOUS_IMAGE=registry.example/ultrafibra-storefront:0.1.0 -t …:0.2.0 .
ARG PREVIOUS_IMAGE=scratch

# 0. The previous release's image (an empty stage for scratch), only read by the build stage.
FROM ${PREVIOUS_IMAGE} AS previous

# 1. Dependencies, cached while package*.json do not change. `npm install`, not `npm ci`: the lock
#    file cannot list the @next/swc builds of other platforms, which the npm registry here lacks.
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# 2. The build (next build + compile hints + brotli copies), then the image's files in /out:
#    scripts/standalone.ts copies the standalone output, .next/static, public/,
#    server/main.ts with every file it imports, and the Redis cache handler; never a data/
#    directory.
FROM deps AS build
COPY . .
# .next apart: the previous release's static files join it (below) before it goes to the image.
RUN npm run build && node scripts/standalone.ts /out && mkdir /out-next && mv /out/.next /out-next/
# The previous release's own static files join this build's, never over one of them; with no
# previous image the mount is empty and only this build's list (.next/static-files.txt) is written.
RUN --mount=type=bind,from=previous,target=/previous node scripts/carry-static.ts /previous/app/.next /out-next/.next

# The sandbox server (`npm run sandbox`: the contract's API on test data, PGlite in DATA_DIR) for a
# staging stack, run from the sources with tsx. Only `--target sandbox` builds it: it stands before
# `run`, so a plain `docker build .` still makes the storefront's image.
FROM deps AS sandbox
COPY . .
RUN groupadd --system --gid 10001 sandbox \
 && useradd --system --uid 10001 --gid sandbox --home-dir /src --shell /usr/sbin/nologin sandbox \
 && install -d -o sandbox -g sandbox data
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=4010 DATA_DIR=/src/data
USER sandbox
EXPOSE 4010
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.SANDBOX_PORT}/_sandbox/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "node_modules/tsx/dist/cli.mjs", "sandbox/main.ts"]

# 3. The image: Node and those files only, run as an unprivileged user.
FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/app/data
# /metrics on 9464 of the container's interfaces, so a scraper beside it (another container, the
# cluster's Prometheus) reaches it. Not EXPOSEd and never to be published (-p) to the internet: only
# the site's port is public. METRICS_PORT=off turns it off (docs/operating.md "Metrics").
ENV METRICS_HOST=0.0.0.0
WORKDIR /app
RUN groupadd --system --gid 10001 storefront \
 && useradd --system --uid 10001 --gid storefront --home-dir /app --shell /usr/sbin/nologin storefront
# The code and .next belong to root: the server writes nothing there at run time (next.config's
# isrFlushToDisk: false keeps the pages Next revalidates in memory, and in Redis in a fleet), so a
# read-only root file system serves them (compose's read_only and Kubernetes' readOnlyRootFilesystem
# run it; tried as uid 10001 on a root-owned build). data/ is the storefront user's, for the
# generated session secret of a single instance.
COPY --from=build /out/ ./
COPY --from=build /out-next/ ./
RUN install -d -o storefront -g storefront data
USER storefront
EXPOSE 3000
# Liveness without dependencies (/readyz says whether it can serve): node's fetch, as the slim
# image has neither curl nor wget.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server/main.ts, not Next's generated server.js: the served CSP hashes and the client-address headers
# live in ours. SIGTERM drains it (Node as PID 1 gets the signal directly): /readyz 503, DRAIN_SECONDS
# (10) more of serving, then up to 25 s for the requests in flight. Docker's default 10 s before
# SIGKILL is too short: `docker stop -t 45` (compose: stop_grace_period: 45s).
# -H 0.0.0.0: every interface, whatever HOSTNAME says. A pod's runtime sets HOSTNAME to the pod's
# name over the ENV above (Kubernetes and podman kube play both do), and on that name the server
# listened on the pod's address only, or, where the name does not resolve, not at all.
CMD ["node", "server/main.ts", "-H", "0.0.0.0"]

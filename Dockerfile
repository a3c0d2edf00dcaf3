# syntax=docker/dockerfile:1
# The app and its API server in one image (README "Deploy"). Four stages on one base image:
#   toolchain  the base plus what better-sqlite3 needs to compile when no prebuilt binary fits (python3, make, g++)
#   build      every dependency, then `npm run build`: the app in dist/, the server in build/server/
#   prod-deps  `npm ci --omit=dev`: only the packages the compiled server imports
#   runtime    the base image with prod-deps' node_modules and build's outputs: no compiler, no dev dependency
# The native module is compiled in prod-deps on the same base image as the runtime, so it links against the
# same Node and glibc; copying its node_modules keeps the compiler out of the image that runs.
# tests/slow/productionInstall.test.ts does what prod-deps and runtime do, without Docker.
ARG NODE_IMAGE=node:26-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app

FROM base AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM toolchain AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/server ./build/server
# The demo ad images, served at /media/*: the server finds them at ../../public/media from build/server/main.js.
COPY --from=build /app/public/media ./public/media
# The code stays root's (read-only to the server); only the default SQLite folder (DATABASE_URL unset) is the
# server's. Mount a volume at /app/data to keep a SQLite database; with PostgreSQL nothing is written here.
RUN mkdir data && chown node:node data
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "build/server/main.js"]

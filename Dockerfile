# syntax=docker/dockerfile:1
# Rapport's image, for both fly.toml processes (web: the CMD below; worker and the release step: the
# commands fly.toml gives). The server runs its TypeScript through tsx, a production dependency
# (ADR 004), so the image holds the sources beside the Remix build. docs/operations.md has the details.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
# The npm the developers use: it honours package.json `allowScripts` (which dependencies may run
# install scripts); the npm bundled with Node 20 ignores that list and would run every script.
RUN npm install -g npm@11.19.1 && npm cache clean --force
WORKDIR /app

# Every dependency, the dev ones included, to build the Remix app (remix build reads remix.config.js,
# which reads the module registry through tsx).
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The admin console's own packages (its package.json and lock; the root's postinstall skipped them
# above, before the sources were here: ADR 036), then the builds, the console's Vite build included.
RUN npm install --prefix admin-console --no-audit --no-fund
# Explicitly production: remix build compiles for the NODE_ENV it finds (test would mean dev JSX).
RUN NODE_ENV=production npm run build

# Production dependencies only, installed from the same lockfile. tsx is one of them.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/admin-console/dist ./admin-console/dist
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/modules ./modules
COPY --from=build /app/engine ./engine
COPY --from=build /app/jobs ./jobs
COPY --from=build /app/seeds ./seeds
# The code is root's and read-only to the app. The one writable place is DATA_DIR's default, for a
# run without MONGODB_URL (NeDB files; mount a volume there to keep them). tsx caches in /tmp.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/index.ts"]

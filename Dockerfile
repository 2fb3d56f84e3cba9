# The production image: `docker build -t rocket-casino .`, or `docker compose up` (compose.yaml).
# Two stages: the first installs every dependency and builds, the second carries only the build
# and the production dependencies, and runs as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a source change reuses this layer. esbuild's install script is approved
# in package.json (allowScripts); nothing else needs one.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf apps/server/src apps/web/src apps/web/sw e2e bench docs

FROM node:24-bookworm-slim
# tini is PID 1: it passes SIGTERM and SIGINT on to node and reaps any child process.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app /app
# PGlite's folder when no DATABASE_URL is given (mount a volume there to keep it).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/dist/main.js"]

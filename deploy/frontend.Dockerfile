# One image for the shell and every remote. APP names the app's folder (shell, mfe-marketing, ...) and PORT its port,
# both from the apps table (libs/mf/src/apps.ts): docker-compose.yml passes them, tools/compose.test.ts checks them.
# Built from the repository root (compose sets the context).
#
# The runtime stage holds the app's dist/ (the browser build and, in dist/server/, its server build), the web server
# (servers/web/src, with the libraries it reads: libs/mf/src for the apps table and the header rules, and the shell's
# server-rendering contract) and the web server's production dependencies only (the @invest/web-server workspace:
# fastify and two of its plugins, prom-client and OpenTelemetry). tools/ (developer scripts) is not in it.

# The base image: Node 24 on Debian bookworm, the official image unless NODE_IMAGE names a local equivalent (compose
# passes NODE_IMAGE through).
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
# The workspace's manifests, then the install. These instructions are the same in every image of the stack, so the
# install is built once and reused from the layer cache until the lockfile or a manifest changes (tools/compose.test.ts
# holds this list to package.json's workspaces).
COPY package.json package-lock.json .npmrc ./
COPY tools/check-node.cjs ./tools/
COPY libs/api/package.json ./libs/api/
COPY libs/contracts/package.json ./libs/contracts/
COPY libs/mf/package.json ./libs/mf/
COPY libs/platform/package.json ./libs/platform/
COPY libs/testing/package.json ./libs/testing/
COPY libs/ui/package.json ./libs/ui/
COPY shell/package.json ./shell/
COPY mfe-marketing/package.json ./mfe-marketing/
COPY mfe-products/package.json ./mfe-products/
COPY mfe-onboarding/package.json ./mfe-onboarding/
COPY mfe-payments/package.json ./mfe-payments/
COPY mfe-dashboard/package.json ./mfe-dashboard/
COPY mfe-demo/package.json ./mfe-demo/
COPY services/api/package.json ./services/api/
COPY services/sandbox-identity/package.json ./services/sandbox-identity/
COPY services/sandbox-gateway/package.json ./services/sandbox-gateway/
COPY e2e/package.json ./e2e/
COPY servers/web/package.json ./servers/web/
# npm ci: exactly the committed lockfile (it is kept as a clean install writes it: tools/lockfile.test.ts), with the
# install scripts package.json's allowScripts approves.
RUN npm ci --no-audit --no-fund
COPY . .
# Every app's build (the API, the shell, the remotes, libs/contracts): the same in every image too, so it runs once per
# change of the repository and the other images take it from the layer cache.
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --output-style=static

# The web server's production dependencies only, from the manifests alone: one cached layer for all seven apps.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /repo
# The workspace's manifests, then the install. These instructions are the same in every image of the stack, so the
# install is built once and reused from the layer cache until the lockfile or a manifest changes (tools/compose.test.ts
# holds this list to package.json's workspaces).
COPY package.json package-lock.json .npmrc ./
COPY tools/check-node.cjs ./tools/
COPY libs/api/package.json ./libs/api/
COPY libs/contracts/package.json ./libs/contracts/
COPY libs/mf/package.json ./libs/mf/
COPY libs/platform/package.json ./libs/platform/
COPY libs/testing/package.json ./libs/testing/
COPY libs/ui/package.json ./libs/ui/
COPY shell/package.json ./shell/
COPY mfe-marketing/package.json ./mfe-marketing/
COPY mfe-products/package.json ./mfe-products/
COPY mfe-onboarding/package.json ./mfe-onboarding/
COPY mfe-payments/package.json ./mfe-payments/
COPY mfe-dashboard/package.json ./mfe-dashboard/
COPY mfe-demo/package.json ./mfe-demo/
COPY services/api/package.json ./services/api/
COPY services/sandbox-identity/package.json ./services/sandbox-identity/
COPY services/sandbox-gateway/package.json ./services/sandbox-gateway/
COPY e2e/package.json ./e2e/
COPY servers/web/package.json ./servers/web/
RUN npm ci --omit=dev --workspace=@invest/web-server --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG APP
ARG PORT
WORKDIR /repo
ENV NODE_ENV=production APP=${APP} PORT=${PORT}
COPY --from=production-dependencies /repo/package.json ./package.json
COPY --from=production-dependencies /repo/node_modules ./node_modules
COPY --from=build /repo/libs/mf/package.json ./libs/mf/package.json
COPY --from=build /repo/libs/mf/src ./libs/mf/src
COPY --from=build /repo/shell/package.json ./shell/package.json
COPY --from=build /repo/shell/src/server/contract.ts ./shell/src/server/contract.ts
COPY --from=build /repo/servers/web/package.json ./servers/web/package.json
COPY --from=build /repo/servers/web/src ./servers/web/src
COPY --from=build /repo/${APP}/dist ./${APP}/dist
USER node
EXPOSE ${PORT}
# servers/web/src/serve-app.ts serves $APP on $PORT; the shell renders its pages on the server from dist/server/main.js
# and the remotes' server builds. servers/web/src/tracing.ts starts OpenTelemetry first when OTEL_EXPORTER_OTLP_ENDPOINT
# is set.
CMD ["node", "--import", "./servers/web/src/tracing.ts", "servers/web/src/serve-app.ts"]

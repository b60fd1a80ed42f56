# One image for the shell and every remote. APP names the app's folder (shell, mfe-marketing, ...) and PORT its port,
# both from the apps table (libs/mf/src/apps.ts): docker-compose.yml passes them, tools/compose.test.ts checks them.
# Built from the repository root (compose sets the context).
#
# The runtime stage holds the app's dist/ (the browser build and, in dist/server/, its server build), the static server
# (tools/, and libs/mf/src for the apps table and the header rules it reads) and the static server's production
# dependencies only (the @invest/static-server workspace, deploy/static-server: fastify and two of its plugins,
# prom-client and OpenTelemetry).

# The base image: Node 24 on Debian bookworm, the official image unless NODE_IMAGE names a local equivalent (compose
# passes NODE_IMAGE through).
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /repo
COPY . .
# npm ci: exactly the committed lockfile (it is kept as a clean install writes it: tools/lockfile.test.ts), with the
# install scripts package.json's allowScripts approves.
RUN test -n "$APP" \
 && npm ci --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run "@invest/$APP:build" \
 && rm -rf node_modules \
 && npm ci --omit=dev --workspace=@invest/static-server --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG APP
ARG PORT
WORKDIR /repo
ENV NODE_ENV=production APP=${APP} PORT=${PORT}
COPY --from=build /repo/package.json ./package.json
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/tools ./tools
COPY --from=build /repo/libs/mf/src ./libs/mf/src
COPY --from=build /repo/${APP}/dist ./${APP}/dist
USER node
EXPOSE ${PORT}
# tools/serve-app.ts serves $APP on $PORT; the shell renders its pages on the server from dist/server/main.js and the
# remotes' server builds. tools/tracing.ts starts OpenTelemetry first when OTEL_EXPORTER_OTLP_ENDPOINT is set.
CMD ["node", "--import", "./tools/tracing.ts", "tools/serve-app.ts"]

# A local stand-in of an outside provider (services/<STANDIN>: sandbox-gateway for Razorpay, sandbox-identity for MSG91
# and Cashfree), for the compose `sandbox` profile only, never production. Built from the repository root (compose sets
# the context and STANDIN). Runs its TypeScript directly on Node 24, with its production dependencies only.
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
# npm ci: exactly the committed lockfile (see deploy/frontend.Dockerfile).
RUN npm ci --no-audit --no-fund
COPY . .
# Every app's build (the API, the shell, the remotes, libs/contracts): the same in every image too, so it runs once per
# change of the repository and the other images take it from the layer cache.
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --output-style=static

# The stand-in's production dependencies only, from the manifests alone (cached like the install above).
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
ARG STANDIN
RUN test -n "$STANDIN" && npm ci --omit=dev --workspace="@invest/$STANDIN" --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG STANDIN
WORKDIR /repo
ENV NODE_ENV=production HOST=0.0.0.0 STANDIN=${STANDIN}
COPY --from=production-dependencies /repo/package.json ./package.json
COPY --from=production-dependencies /repo/node_modules ./node_modules
COPY --from=build /repo/libs/contracts/package.json ./libs/contracts/package.json
COPY --from=build /repo/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /repo/services/${STANDIN} ./services/${STANDIN}
USER node
EXPOSE 8090 8091
CMD ["sh", "-c", "exec node services/$STANDIN/src/main.ts"]

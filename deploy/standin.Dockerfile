# A local stand-in of an outside provider (services/<STANDIN>: sandbox-gateway for Razorpay, sandbox-identity for MSG91
# and Cashfree), for the compose `sandbox` profile only, never production. Built from the repository root (compose sets
# the context and STANDIN). Runs its TypeScript directly on Node 24, with its production dependencies only.
# The base image: Node 24 on Debian bookworm, the official image unless NODE_IMAGE names a local equivalent (compose
# passes NODE_IMAGE through).
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
# npm ci: exactly the committed lockfile (see deploy/frontend.Dockerfile).
ARG STANDIN
RUN test -n "$STANDIN" \
 && npm ci --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run @invest/contracts:build \
 && rm -rf node_modules \
 && npm ci --omit=dev --workspace="@invest/$STANDIN" --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG STANDIN
WORKDIR /repo
ENV NODE_ENV=production HOST=0.0.0.0 STANDIN=${STANDIN}
COPY --from=build /repo/package.json ./package.json
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/libs/contracts/package.json ./libs/contracts/package.json
COPY --from=build /repo/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /repo/services/${STANDIN} ./services/${STANDIN}
USER node
EXPOSE 8090 8091
CMD ["sh", "-c", "exec node services/$STANDIN/src/main.ts"]

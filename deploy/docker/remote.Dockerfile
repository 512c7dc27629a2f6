# A remote's release (docker-compose.yml `remote-auth`, `remote-workstation`, `remote-chat`, `remote-account`): one
# remote built alone, then published into the deploy's volume as /srv/b2b/releases/<app>/<version>-<content hash>/
# beside the releases already there (immutable; the pointer chooses), by the same release tool as `pnpm release`
# (scripts/release.mjs). Build one alone:
#   docker build -f deploy/docker/remote.Dockerfile --build-arg APP=remote-chat --build-arg REMOTE=chat .
# Promote or roll back with that remote's image:
#   docker-compose run --rm remote-chat node scripts/release.mjs promote chat <id>   (… rollback chat)
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
RUN corepack enable
COPY . .
RUN test -n "$APP" && pnpm install --frozen-lockfile --filter . --filter "@b2b/$APP..." \
  && node scripts/build-apps.mjs "$APP"

FROM node:20-bookworm-slim
ARG APP
ARG REMOTE
WORKDIR /app
# The release tool (Node's own modules only), the host's contract it checks a promotion against, and the build.
COPY --from=build /repo/scripts scripts
COPY --from=build /repo/host/src/federation/remote-contract.json host/src/federation/remote-contract.json
COPY --from=build /repo/$APP/package.json $APP/package.json
COPY --from=build /repo/$APP/dist $APP/dist
# The deploy volume is created by the first image that mounts it, owned by the same unprivileged user in each.
RUN mkdir -p /srv/b2b && chown node:node /srv/b2b
USER node
ENV B2B_SRV=/srv/b2b REMOTE=$REMOTE
CMD ["sh", "-c", "exec node scripts/release.mjs release \"$REMOTE\" --no-build"]

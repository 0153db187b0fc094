# ScamCheck: one image, process roles chosen by APP_ROLES (api, worker, poller).
# Stage "build" installs every dependency and builds shared/, templates/, both apps and the backend.
# Stage "runtime" holds only what runs: the built code and the backend's production dependencies
# (no sources, tests, fixtures, training mail or dev tools).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY templates/package.json templates/
COPY backend/package.json backend/
COPY user-ui/package.json user-ui/
COPY admin-ui/package.json admin-ui/
# --ignore-scripts: the root "prepare" script builds shared/ and templates/, whose sources are not
# copied yet; the native dependency (argon2) ships prebuilt binaries.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared shared
COPY templates templates
COPY user-ui user-ui
COPY admin-ui admin-ui
COPY backend backend
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY templates/package.json templates/
COPY backend/package.json backend/
COPY user-ui/package.json user-ui/
COPY admin-ui/package.json admin-ui/
# Production dependencies of the backend only (the apps ship as static files).
RUN npm ci --omit=dev --workspace @scamcheck/backend --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/templates/dist templates/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/user-ui/dist user-ui/dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]

# ScamCheck: one image, roles chosen by APP_ROLES (api, worker, poller).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY templates/package.json templates/
COPY backend/package.json backend/
COPY user-ui/package.json user-ui/
COPY admin-ui/package.json admin-ui/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]

# The CDN and the web origin (docker-compose.yml `cdn`, `web`): Debian's nginx with the brotli module, as
# `pnpm topology` runs it, serving the deploy's volume (the releases the apps' images publish, the host's live
# release and the pointer) read-only, with the rules of deploy/nginx/ and a main file of deploy/compose/ (mounted).
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /tmp/nginx \
  && chown -R www-data:www-data /tmp/nginx
USER www-data
EXPOSE 8080
CMD ["nginx", "-c", "/etc/nginx/b2b-env/nginx-cdn.conf", "-e", "/dev/stderr"]

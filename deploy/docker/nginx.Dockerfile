# The CDN (docker-compose.yml `cdn`): Debian's nginx with the brotli module, as `pnpm topology` runs it, serving the
# apps' release folders (a volume the remotes' images publish into) with the rules of deploy/nginx/ (mounted).
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /srv/b2b/releases /tmp/nginx \
  && chown -R www-data:www-data /srv/b2b/releases /tmp/nginx
USER www-data
EXPOSE 8080
CMD ["nginx", "-c", "/etc/nginx/b2b-env/nginx-cdn.conf", "-e", "/dev/stderr"]

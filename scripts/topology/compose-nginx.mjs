// docker-compose.yml's nginx main files (deploy/compose/): the web and the CDN containers, each listening on
// 8080 inside, published as COMPOSE_ORIGINS; the API replicas behind the service name `api`.
import { mainConfig } from '../platform/nginx-config.mjs';
import { uploadCeilingMb } from '../platform/web-rules.mjs';
import { layoutIn } from './layout.mjs';

/** The origins the compose file publishes (ports 8080 and 8081 of the machine); change both here and there. */
export const COMPOSE_ORIGINS = { web: 'http://localhost:8080', cdn: 'http://localhost:8081' };
const SRV = '/srv/b2b';
const common = { prefix: '/tmp/nginx', rulesDir: '/etc/nginx/b2b', daemon: false, logTo: 'std' };

export function composeFiles() {
  const srv = layoutIn(SRV);
  return {
    'nginx-web.conf': mainConfig({
      ...common,
      web: {
        listen: '8080',
        root: srv.host,
        pointerRoot: srv.pointer,
        cspFile: `${srv.pointer}/csp.conf`,
        api: ['api:4000'],
        uploadCeilingMb: uploadCeilingMb(process.env),
      },
    }),
    'nginx-cdn.conf': mainConfig({ ...common, cdn: { listen: '8080', root: srv.releases, corsOrigins: [COMPOSE_ORIGINS.web] } }),
  };
}

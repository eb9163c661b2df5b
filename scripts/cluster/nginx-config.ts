/** What nginx serves: the site and the embedded payment gateway, each round-robin over the instances. */
export interface NginxSite {
  /** The port viewers use (PUBLIC_URL's). */
  port: number;
  /** The port browsers reach the gateway's card fields and pages on (GATEWAY_PUBLIC_URL's). */
  gatewayPort: number;
  /** The instances' own ports on the loopback, and their gateways'. */
  upstreams: readonly { port: number; gatewayPort: number }[];
  /** A folder of nginx's own: its pid, error log and temporary files. */
  prefix: string;
  /** nginx started as root runs its workers as root too (they use the prefix, which root owns). */
  asRoot: boolean;
}

/** The proxy settings both sites share: HTTP/1.1 keep-alive to the upstreams, the client's address and scheme forwarded. */
function proxyTo(upstream: string): string {
  return `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # An instance that is down, or closing (its 503s), is skipped: idempotent requests try the
      # next instance. A POST that may have reached one is never sent twice by nginx: the
      # client retries it with its Idempotency-Key.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;`;
}

/**
 * The nginx configuration of `npm run cluster`: round-robin with no sticky sessions (any
 * request may land on any instance), one worker (the instances need the cores), no access log.
 */
export function nginxConfig(site: NginxSite): string {
  const servers = (key: 'port' | 'gatewayPort') =>
    site.upstreams.map((upstream) => `    server 127.0.0.1:${upstream[key]} max_fails=1 fail_timeout=2s;`).join('\n');
  const pinned = site.upstreams.map((upstream, index) => `  upstream stat_instance_${index + 1} {\n    server 127.0.0.1:${upstream.port};\n    keepalive 8;\n  }\n`).join('\n');
  const pins = site.upstreams.map((_, index) => `    "${index + 1}" stat_instance_${index + 1};`).join('\n');
  return `# Written by npm run cluster (scripts/cluster): nginx in front of ${site.upstreams.length} STAT instances.
${site.asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${site.prefix}/nginx.pid;
error_log ${site.prefix}/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${site.prefix}/client-body;
  proxy_temp_path ${site.prefix}/proxy;
  fastcgi_temp_path ${site.prefix}/fastcgi;
  uwsgi_temp_path ${site.prefix}/uwsgi;
  scgi_temp_path ${site.prefix}/scgi;
  client_max_body_size 1m;

  upstream stat_instances {
${servers('port')}
    keepalive 64;
  }

  upstream stat_gateways {
${servers('gatewayPort')}
    keepalive 16;
  }

  # X-Stat-Instance: N sends a request to instance N alone: the cluster's tests use it to make
  # each step of a journey land on another instance than the step before. Without it (every
  # viewer), round-robin. A deployment's load balancer has no such rule (docs/deploy.md).
${pinned}
  map $http_x_stat_instance $stat_upstream {
    default stat_instances;
${pins}
  }

  server {
    listen ${site.port};
    # Which instance answered, for the tests that show requests spread over them all.
    add_header X-Stat-Upstream $upstream_addr always;
    location / {${proxyTo('$stat_upstream')}
    }
  }

  server {
    listen ${site.gatewayPort};
    location / {${proxyTo('stat_gateways')}
    }
  }
}
`;
}

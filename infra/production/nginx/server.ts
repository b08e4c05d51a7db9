/**
 * A real nginx serving the production config (infra/production/nginx.conf and its includes), for
 * the tests and the Observatory check: Debian's nginx (infra/scripts/ensure-nginx.ts), started as
 * a foreground child on free loopback ports, with its own temporary prefix (config, pid, logs,
 * temp files), a throw-away self-signed certificate, and a deployment folder standing for
 * /srv/cumulus. The config files are nginx's as written; only what ties them to a machine is
 * rewritten, and each rewrite must apply (a config that moved on fails loudly here):
 * - `listen 80` / `listen 443 ssl http2` -> 127.0.0.1 on two free ports (the IPv6 lines go);
 * - `/srv/cumulus/` -> the deployment folder;
 * - the page service's `proxy_pass` port -> the test's service.
 * Requests name the production origins (`https://www.cumulus.example/...`): the scheme picks the
 * port, the host goes in `Host` and SNI, as a browser resolving those names to this nginx would.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX_BIN } from '../../scripts/ensure-nginx';
import type { HeaderLine, HttpResponse } from '../observatory/scoring';
import { PAGE_SERVICE_PORT } from '../page-service';

export const PRODUCTION_DIR = path.resolve(__dirname, '..');
/** How long nginx may take to listen (a loaded machine; it usually takes ~50 ms). */
const START_TIMEOUT_MS = 10_000;

export interface NginxRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}

export interface NginxResponse extends HttpResponse {
  headers: HeaderLine[];
  /** The body as sent (not decompressed). */
  body: string;
}

export interface NginxOptions {
  /** The folder that stands for /srv/cumulus (host/current, remotes/<name>/<version>). */
  srv: string;
  /** The page service's port (nginx.conf's `proxy_pass`). */
  upstreamPort: number;
  /** Changes a config file's text (by its name, e.g. `nginx.conf`) before nginx reads it. */
  edit?: (file: string, text: string) => string;
}

export interface RunningNginx {
  request(req: NginxRequest): Promise<NginxResponse>;
  /** nginx's error log so far (warnings included). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Rewrites the machine-bound lines of nginx.conf for a test run (see the file's header). */
export function rewriteForTest(
  text: string,
  o: { http: number; https: number; srv: string; upstreamPort: number },
): string {
  const rewrites: Array<[RegExp, string, string]> = [
    [/^(\s*)listen 80;$/gm, `$1listen 127.0.0.1:${o.http};`, 'listen 80;'],
    [/^(\s*)listen 443 ssl http2;$/gm, `$1listen 127.0.0.1:${o.https} ssl http2;`, 'listen 443'],
    [/\/srv\/cumulus\//g, `${o.srv}/`, '/srv/cumulus/'],
    [
      new RegExp(`proxy_pass http://127\\.0\\.0\\.1:${PAGE_SERVICE_PORT};`, 'g'),
      `proxy_pass http://127.0.0.1:${o.upstreamPort};`,
      `proxy_pass http://127.0.0.1:${PAGE_SERVICE_PORT};`,
    ],
  ];
  let out = text.replace(/^\s*listen \[::\]:80;\n/gm, '');
  for (const [pattern, replacement, what] of rewrites) {
    if (!pattern.test(out))
      throw new Error(`nginx.conf: no "${what}" line: update nginx/server.ts's rewrites`);
    out = out.replace(pattern, replacement);
  }
  return out;
}

/** A free loopback port (asked of the kernel, then released for nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Where Debian's nginx keeps mime.types: next to its compiled-in configuration file. */
function nginxConfDir(): string {
  let info: string;
  try {
    info = execFileSync(NGINX_BIN, ['-V'], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (err) {
    info = String((err as { stderr?: Buffer }).stderr ?? '');
  }
  const conf = /--conf-path=(\S+)/.exec(info)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.dirname(conf);
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-nodes',
      '-days',
      '1',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-subj',
      '/CN=cumulus.example',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`nginx exited (${code}) before listening:\n${log()}`));
    child.once('exit', exited);
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        child.off('exit', exited);
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) {
          child.off('exit', exited);
          reject(
            new Error(`nginx did not listen on :${port} in ${START_TIMEOUT_MS} ms:\n${log()}`),
          );
        } else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/** Starts nginx with the production config; `stop()` ends it and removes its prefix. */
export async function startNginx(o: NginxOptions): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cumulus-nginx-'));
  const conf = path.join(prefix, 'conf');
  const cumulus = path.join(conf, 'cumulus');
  fs.mkdirSync(cumulus, { recursive: true });
  const ports = { http: await freePort(), https: await freePort() };
  const { cert, key } = selfSignedCertificate(prefix);
  for (const file of fs.readdirSync(PRODUCTION_DIR).filter((f) => f.endsWith('.conf'))) {
    let text = fs.readFileSync(path.join(PRODUCTION_DIR, file), 'utf8');
    if (o.edit) text = o.edit(file, text);
    if (file === 'nginx.conf')
      text = rewriteForTest(text, { ...ports, srv: o.srv, upstreamPort: o.upstreamPort });
    fs.writeFileSync(path.join(cumulus, file), text);
  }
  const log = path.join(prefix, 'error.log');
  const temp = (name: string) => path.join(prefix, name);
  // The deployment's http {} around nginx.conf (as /etc/nginx/nginx.conf includes it), with
  // everything that would touch the machine (pid, logs, temp files, user) kept in the prefix.
  // master_process off: one process as this user, which can read the deployment folder.
  fs.writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${log} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `    include ${path.join(nginxConfDir(), 'mime.types')};`,
      '    default_type application/octet-stream;',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `    ${t}_temp_path ${temp(`${t}_temp`)};`,
      ),
      `    ssl_certificate ${cert};`,
      `    ssl_certificate_key ${key};`,
      '    include cumulus/nginx.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const readLog = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', path.join(conf, 'nginx.conf'), '-e', log], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanup = () => fs.rmSync(prefix, { recursive: true, force: true });
  try {
    await waitForPort(ports.https, child, () => `${stderr}${readLog()}`);
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    cleanup();
    throw err;
  }

  const request = (req: NginxRequest): Promise<NginxResponse> => {
    const url = new URL(req.url);
    const secure = url.protocol === 'https:';
    const options: https.RequestOptions = {
      host: '127.0.0.1',
      port: secure ? ports.https : ports.http,
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: { host: url.host, ...req.headers },
      agent: false,
      ...(secure ? { servername: url.hostname, rejectUnauthorized: false } : {}),
    };
    return new Promise((resolve, reject) => {
      const r = (secure ? https : http).request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = res.rawHeaders;
          const headers: HeaderLine[] = [];
          for (let i = 0; i < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
          resolve({
            status: res.statusCode ?? 0,
            headers,
            // A compressed body stays bytes (as latin1); text is read as UTF-8.
            body: Buffer.concat(chunks).toString(
              res.headers['content-encoding'] ? 'latin1' : 'utf8',
            ),
          });
        });
        res.on('error', reject);
      });
      r.on('error', reject);
      r.end();
    });
  };

  return {
    request,
    errorLog: readLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      cleanup();
    },
  };
}

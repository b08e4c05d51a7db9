/**
 * The origin a request came to, for links that point back to the API (media, avatars, the
 * captcha challenge, tus upload URLs). Never taken blindly from the Host header: a forged Host
 * would put another site's address into answers (hardening issue, item 7). A Host is used only
 * when it names this server: localhost or 127.0.0.1 on the port that took the request, or one of
 * the public hosts of the deployment (CUMULUS_API_PUBLIC_HOSTS, e.g. "api.cumulus.example").
 */
import type { FastifyRequest } from 'fastify';
import { list } from './options';

const PUBLIC_HOSTS = list(process.env.CUMULUS_API_PUBLIC_HOSTS || '').map((h) => h.toLowerCase());

export function originOf(request: FastifyRequest): string {
  const port = request.socket.localPort;
  const own = `localhost:${port}`;
  const host = String(request.host || '').toLowerCase();
  const known = host === own || host === `127.0.0.1:${port}` || PUBLIC_HOSTS.includes(host);
  return `${request.protocol}://${known ? host : own}`;
}

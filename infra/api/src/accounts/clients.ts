/**
 * The registered OAuth clients (OAuth 2.0 Security BCP, RFC 9700 §2.1 and §4.1): the one table
 * of client ids and the redirect URIs each may use. Every client is public and uses PKCE (S256).
 * An unknown client_id is refused (unauthorized_client, 4122); a redirect URI matches one of
 * its client's exactly (scheme, host, port, path; no query or fragment), with one documented
 * exception: the desktop app's loopback redirect (RFC 8252 §7.3) may use any port on 127.0.0.1
 * or [::1], for the desktop client id only.
 *
 * Client ids, names and paths are ours (the spec names none besides the web site's sign-in).
 */
import { APPS } from '../../../config/apps';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';

export interface OAuthClient {
  id: string;
  /** Its name where a person is asked to approve it (a product name, the same in every language). */
  name: string;
  /**
   * Where its codes may go: the site's callback page, the desktop app's loopback, or nowhere
   * (a device that signs in with the device grant only).
   */
  redirect: 'site' | 'loopback' | 'none';
  /** The redirect URIs' paths (exact). */
  paths: readonly string[];
  /** Whether the desktop app's loopback service may hand this client a code (routes/desktop). */
  desktopBridge: boolean;
  /** Whether it may use device sign-in (RFC 8628, accounts/deviceCodes.ts). */
  deviceGrant: boolean;
}

/** The web site (host/src/lib/clientConfig.ts); its callback is `<site origin>/auth`. */
export const WEB_CLIENT_ID = 'cumulus-web';
/** The desktop app signing itself in through the sign-in page (ours). */
export const DESKTOP_CLIENT_ID = 'cumulus-desktop';
/** The TV app, signing in with a code approved on the site's TV page (RFC 8628; ours). */
export const TV_CLIENT_ID = 'cumulus-tv';

const CLIENTS: Readonly<Record<string, OAuthClient>> = Object.freeze({
  [WEB_CLIENT_ID]: {
    id: WEB_CLIENT_ID,
    name: 'Cumulus',
    redirect: 'site',
    paths: ['/auth'],
    desktopBridge: true,
    deviceGrant: false,
  },
  [DESKTOP_CLIENT_ID]: {
    id: DESKTOP_CLIENT_ID,
    name: 'Cumulus for desktop',
    redirect: 'loopback',
    paths: ['/callback'],
    desktopBridge: false,
    deviceGrant: true,
  },
  [TV_CLIENT_ID]: {
    id: TV_CLIENT_ID,
    name: 'Cumulus TV',
    redirect: 'none',
    paths: [],
    desktopBridge: false,
    deviceGrant: true,
  },
});

/** The registered client of an id, or undefined. */
export const findClient = (id: string | undefined): OAuthClient | undefined =>
  id && Object.hasOwn(CLIENTS, id) ? CLIENTS[id] : undefined;

/** The registered client of an id; unauthorized_client (4122) for any other. */
export function requireClient(id: string | undefined): OAuthClient {
  const client = findClient(id);
  if (!client) throw new ApiError('unauthorized_client', 'Unknown client_id');
  return client;
}

/** The host's port before CUMULUS_PORT_OFFSET (infra/config/apps.json). */
const HOST_BASE_PORT = APPS.find((a) => a.kind === 'host')?.port;

const portOf = (u: URL): number =>
  u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : u.protocol === 'http:' ? 80 : -1;

/**
 * The origins that serve the site's pages: the configured site origins on the host's port (the
 * embedded default lists every app's port and the e2e extras', which serve only scripts; a
 * stranger may listen on one nothing serves). A configured list with none on that port (a
 * deployment's own origins) is taken whole.
 */
export function sitePageOrigins(siteOrigins: readonly string[]): string[] {
  const offset = Number(process.env.CUMULUS_PORT_OFFSET || 0) || 0;
  const hostPort = HOST_BASE_PORT === undefined ? undefined : HOST_BASE_PORT + offset;
  const onHost = siteOrigins.filter((o) => {
    try {
      return portOf(new URL(o)) === hostPort;
    } catch {
      return false;
    }
  });
  return onHost.length ? onHost : [...siteOrigins];
}

/** The exact redirect URIs of a site client (the page origins x its paths). */
export function siteRedirectUris(ctx: ApiContext, client: OAuthClient): string[] {
  return sitePageOrigins(ctx.options.siteOrigins).flatMap((o) => client.paths.map((p) => o + p));
}

const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]'];

/** Whether `uri` is one of the client's redirect URIs (exact; loopback: any port). */
export function redirectAllowed(ctx: ApiContext, client: OAuthClient, uri: string): boolean {
  if (client.redirect === 'site') return siteRedirectUris(ctx, client).includes(uri);
  if (client.redirect === 'none') return false;
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return false;
  }
  // RFC 8252 §7.3: http, a loopback IP literal (not `localhost`), any port, a registered path.
  return (
    u.protocol === 'http:' &&
    LOOPBACK_HOSTS.includes(u.hostname) &&
    u.port !== '' &&
    !u.username &&
    !u.password &&
    !u.search &&
    !u.hash &&
    client.paths.includes(u.pathname) &&
    u.href === uri
  );
}

/** The web site's own redirect URI: `preferred` when it is one, else the first. */
export function webRedirectUri(ctx: ApiContext, preferred?: string): string {
  const uris = siteRedirectUris(ctx, requireClient(WEB_CLIENT_ID));
  return preferred && uris.includes(preferred) ? preferred : (uris[0] ?? '');
}

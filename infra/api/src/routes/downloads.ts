/**
 * App downloads (spec §3 channels; ours): `GET /drive/v1/statistics/pub/download/{channel}?arch=`
 * counts one download in the public download statistics (the spec's path), then answers the
 * channel's installer as an attachment (android, tv, windows, mac with `arch`) or redirects to
 * the store that distributes it (ios: App Store, gp: Google Play). `GET /drive/v1/releases`
 * lists every channel's version and size. Both read the one table `Wire.RELEASES`.
 */
import { Wire } from 'shared-libs/contracts';
import type { ApiApp, RouteDeps } from '../decorations';
import { driveStore } from '../drive/store';
import { countDownload } from '../drive/stats';
import { ApiError } from '../errors';
import { answers } from '../schemas';

/** What a stand-in installer says about itself, first thing in its bytes. */
function banner(r: Wire.InstallerRelease): string {
  const variant = r.arch ? ` (${r.arch})` : '';
  return (
    `Cumulus ${r.version} for ${r.channel}${variant}: ${r.file}\n` +
    'A stand-in installer served by the Cumulus embedded API for development and tests.\n' +
    'It is not a program and installs nothing.\n'
  );
}

const installers = new Map<string, Buffer>();

/** The stand-in bytes of a release: its banner, padded to exactly the table's size. */
export function installerBytes(r: Wire.InstallerRelease): Buffer {
  const known = installers.get(r.file);
  if (known) return known;
  const bytes = Buffer.alloc(r.size, '-\n');
  bytes.write(banner(r), 0, 'utf8');
  installers.set(r.file, bytes);
  return bytes;
}

/** The release a download asks for; `arch` is required for the Mac and refused elsewhere. */
function releaseOf(channel: Wire.DownloadChannel, arch: Wire.MacArch | undefined): Wire.Release {
  const variants = Wire.RELEASES.filter((r) => r.channel === channel);
  const withArch = variants.some((r) => r.arch !== '');
  if (withArch && !arch)
    throw new ApiError(
      'invalid_argument',
      `querystring.arch is required for ${channel} (one of ${Wire.MAC_ARCHS.join(', ')})`,
    );
  if (!withArch && arch)
    throw new ApiError('invalid_argument', `querystring.arch is only for the Mac builds`);
  const release = variants.find((r) => r.arch === (arch ?? ''));
  // Every channel of the schema's enum has a row (downloads.test checks the table).
  if (!release) throw new ApiError('not_found', `There is no download for ${channel}`);
  return release;
}

export default async function downloadRoutes(app: ApiApp, { ctx }: RouteDeps) {
  const store = driveStore(ctx.db);

  app.get(
    '/drive/v1/statistics/pub/download/:channel',
    {
      schema: {
        params: Wire.DownloadParams,
        querystring: Wire.DownloadQuery,
        // 200: the installer's bytes; 302: to the store (no body).
        response: { ...answers(Wire.NotJson), 302: Wire.NotJson },
      },
    },
    async (request, reply) => {
      const release = releaseOf(request.params.channel, request.query.arch);
      // A HEAD (link checkers, previews) is not a download.
      if (request.method === 'GET') countDownload(store, release.channel);
      reply.header('cache-control', 'no-store');
      if (release.kind === 'store') return reply.redirect(release.url, 302);
      const name = encodeURIComponent(release.file);
      return reply
        .type(release.contentType)
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
        .header('content-length', String(release.size))
        .send(installerBytes(release));
    },
  );

  app.get(
    '/drive/v1/releases',
    { schema: { response: answers(Wire.ReleaseList) } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        data: {
          releases: Wire.RELEASES.map((r) => ({
            channel: r.channel,
            arch: r.arch,
            kind: r.kind,
            version: r.version,
            size: r.kind === 'file' ? String(r.size) : '',
            file_name: r.kind === 'file' ? r.file : '',
            content_type: r.kind === 'file' ? r.contentType : '',
            store: r.kind === 'store' ? r.store : '',
            store_url: r.kind === 'store' ? r.url : '',
          })),
        },
      };
    },
  );
}

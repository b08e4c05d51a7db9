/**
 * tus uploads at `/drive/v1/uploads/` (decision 0006; the service is src/uploads.ts).
 *
 * Fastify stays in charge of every request (CORS, request id, faults, the error envelope): this
 * plugin leaves bodies raw (its own content-type parser, so an upload streams past the 1 MiB
 * body limit), signs the caller in, checks what the tus server cannot know (whose upload it is,
 * the quota, the parent folder, the metadata), then hands a web Request to @tus/server and
 * answers its Response. A tus error answers the API's error envelope with tus's status.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Wire, type WireErrorName } from 'shared-libs/contracts';
import type { UploadRow } from '../db/rows';
import type { ApiApp, RouteDeps } from '../decorations';
import { apiError, ApiError } from '../errors';
import { originOf } from '../origin';
import { requireUser } from '../session';
import { mimeFor, MIME_BY_EXT, validName } from '../util';
import { driveStore } from '../drive/store';
import { uploadsOf, MAX_UPLOAD_BYTES, type Creation, type UploadService } from '../uploads';
import { answers } from '../schemas';

const PATH = '/drive/v1/uploads';
const TUS_VERSION = '1.0.0';
/** tus statuses -> the API's error names (the status is kept). */
const TUS_ERRORS: Readonly<Record<number, WireErrorName>> = {
  400: 'invalid_argument',
  403: 'invalid_argument',
  404: 'file_not_found',
  409: 'aborted',
  410: 'file_not_found',
  412: 'failed_precondition',
  413: 'invalid_argument',
  415: 'invalid_argument',
  460: 'invalid_argument',
  500: 'internal',
  501: 'invalid_argument',
  503: 'unavailable',
};
const KNOWN_MIME = new Set(Object.values(MIME_BY_EXT));

/** The request as a web Request for @tus/server (body streamed from the socket). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.raw.headers)) {
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers,
    // Node's web stream is the one `Request` takes (lib.dom and node:stream/web type it apart).
    body: hasBody
      ? (Readable.toWeb(request.raw) as WebReadableStream<Uint8Array> as ReadableStream<Uint8Array>)
      : undefined,
    duplex: 'half',
  };
  // @tus/server aborts a write when the client goes away (it listens on the Node request).
  return Object.assign(new Request(`${originOf(request)}${request.raw.url}`, init), {
    runtime: { node: { req: request.raw, res: null } },
  });
}

/** Answer tus's Response through Fastify; errors become the envelope. */
async function sendTus(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  const text = res.body ? await res.text() : '';
  for (const [k, v] of res.headers) {
    if (k.startsWith('access-control-') || k === 'content-length' || k === 'connection') continue;
    reply.header(k, v);
  }
  if (res.status < 400) return reply.code(res.status).send(text || undefined);
  let body: { error?: unknown; error_code?: unknown } | null;
  try {
    body = JSON.parse(text) as typeof body; // checked just below
  } catch {
    body = null;
  }
  if (body && body.error && body.error_code)
    return reply.code(res.status).type('application/json; charset=utf-8').send(text);
  const name = TUS_ERRORS[res.status] || (res.status >= 500 ? 'internal' : 'invalid_argument');
  const description = String(text || `Upload failed (${res.status})`)
    .trim()
    .slice(0, 300);
  // 501 is tus's "extension not supported": a request we do not take, not a server fault.
  return apiError(reply, name, description, res.status === 501 ? 400 : res.status);
}

/** Upload-Metadata as an object; invalid_argument when malformed (tus's own parser). */
function metadataOf(
  Metadata: UploadService['Metadata'],
  header: string | string[] | undefined,
): Record<string, string | null> {
  if (header === undefined || header === '') return {};
  if (typeof header !== 'string' || header.length > 8192)
    throw new ApiError('invalid_argument', 'Upload-Metadata is too long');
  try {
    return Metadata.parse(header);
  } catch {
    throw new ApiError('invalid_argument', 'Upload-Metadata is malformed (key base64value, ...)');
  }
}

/** `a/b/c.txt`: 1 to 32 valid names, the last one being the file (its name is `filename`). */
function relativePathOf(text: string | null | undefined): string {
  if (!text) return '';
  const parts = String(text).replace(/^\/+/, '').split('/');
  if (text.length > 4096 || parts.length > 32)
    throw new ApiError('invalid_argument', 'relative_path is too long');
  for (const p of parts) {
    try {
      validName(p);
    } catch (err) {
      // The name's own reason (e.g. bidirectional control characters), said of relative_path.
      const why = err instanceof ApiError ? `: ${err.description}` : '';
      throw new ApiError(
        'invalid_argument',
        `relative_path must be folder names and a file name${why}`,
      );
    }
  }
  return parts.map((p) => p.trim()).join('/');
}

export default async function uploadRoutes(app: ApiApp, { ctx }: RouteDeps) {
  /** tus answers: headers and an empty or plain-text body; errors are the envelope. */
  const tus = answers(Wire.NotJson);
  const store = driveStore(ctx.db);
  const { prep } = store;
  const auth = { auth: 'required' } as const;

  // Bodies stay raw here (this plugin's scope only): tus reads the stream itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** What a creation request asks for, checked: quota, parent, names, type. */
  function creationOf(request: FastifyRequest, Metadata: UploadService['Metadata']): Creation {
    const user = requireUser(request);
    const h = request.headers;
    // Upload-Length is 1 to 16 digits, without Upload-Defer-Length or Upload-Concat: the schema
    // (Wire.UploadCreationHeaders) checked it.
    const size = Number(h['upload-length']);
    if (size > MAX_UPLOAD_BYTES)
      throw new ApiError('invalid_argument', 'A file can be at most 4 GiB', 413);
    const meta = metadataOf(Metadata, h['upload-metadata']);
    if (!meta.filename)
      throw new ApiError('invalid_argument', 'Upload-Metadata must give filename');
    const name = validName(meta.filename);
    const parent = store.folderOrRoot(user, meta.parent_id || '');
    const relativePath = relativePathOf(meta.relative_path);
    const batchId = meta.batch_id || '';
    if (batchId && !/^[A-Za-z0-9_-]{1,64}$/.test(batchId))
      throw new ApiError('invalid_argument', 'batch_id must be 1 to 64 letters, digits, _ or -');
    // The type comes from the name; the client's filetype only when the name tells nothing.
    let mime = mimeFor(name);
    if (mime === 'application/octet-stream' && meta.filetype && KNOWN_MIME.has(meta.filetype))
      mime = meta.filetype;
    if (!store.fits(user, size))
      throw new ApiError('file_space_not_enough', 'Not enough storage space for this file');
    return { user, size, name, parent, relativePath, batchId, mime };
  }

  /** Creation: POST /drive/v1/uploads/ */
  const creationSchema = { headers: Wire.UploadCreationHeaders, response: tus };
  app.post(PATH, { config: auth, schema: creationSchema }, async (request, reply) => {
    const uploads = uploadsOf(ctx);
    const creation = creationOf(request, uploads.Metadata);
    return sendTus(reply, await uploads.handle(webRequest(request), creation));
  });

  /** An upload: HEAD (offset), PATCH (bytes), DELETE (termination). */
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${PATH}/:id`,
    exposeHeadRoute: false,
    config: auth,
    schema: { params: Wire.UploadParams, response: tus },
    async handler(request, reply) {
      const up = prep<[string, string], UploadRow>(
        'SELECT * FROM uploads WHERE id = ? AND user_id = ?',
      ).get(request.params.id, requireUser(request).id);
      if (!up) throw new ApiError('file_not_found', 'No such upload');
      if (up.file_id) return finished(request, reply, up, up.file_id);
      return sendTus(reply, await uploadsOf(ctx).handle(webRequest(request)));
    },
  });

  /**
   * A finished upload answers without tus: HEAD says it is complete, a repeated last PATCH (its
   * answer was lost) gets the file id again, DELETE forgets the upload (the file stays).
   */
  function finished(request: FastifyRequest, reply: FastifyReply, up: UploadRow, fileId: string) {
    reply.header('tus-resumable', TUS_VERSION).header('cumulus-file-id', fileId);
    if (request.method === 'DELETE') {
      prep<[string]>('DELETE FROM uploads WHERE id = ?').run(up.id);
      return reply.code(204).send();
    }
    reply.header('upload-offset', String(up.size)).header('upload-length', String(up.size));
    if (request.method === 'HEAD') return reply.code(200).send();
    if (request.headers['upload-offset'] !== String(up.size))
      throw new ApiError('aborted', 'This upload is complete: Upload-Offset does not match', 409);
    request.raw.resume(); // drain whatever was sent
    return reply.code(204).send();
  }

  /** Discovery (Tus-Version, Tus-Extension, Tus-Max-Size); preflights are plugins/cors.ts's. */
  app.options(PATH, { schema: { response: tus } }, async (request, reply) =>
    sendTus(reply, await uploadsOf(ctx).handle(webRequest(request))),
  );
  app.options(`${PATH}/:id`, { schema: { response: tus } }, async (request, reply) =>
    sendTus(reply, await uploadsOf(ctx).handle(webRequest(request))),
  );
}

'use strict';
/**
 * Host-origin specific answers: the run-time registry, and the page shell with the request's
 * Accept-Language handed to the page (locale choice order, spec §5: cookie, header, browser).
 */
const fs = require('node:fs');
const path = require('node:path');
const { localRegistry } = require('../registry/local-registry');
const { SECURITY_HEADERS } = require('./static-server');

const escapeAttr = (s) => s.replace(/[^A-Za-z0-9,;=.\-* ]/g, '');

function createHostHandler({ hostRoot }) {
  const registryFile = process.env.CUMULUS_REGISTRY_FILE;
  const indexFile = path.join(hostRoot, 'index.html');

  return (req, res, url) => {
    if (url.pathname === '/registry.json') {
      const body = registryFile
        ? fs.readFileSync(registryFile, 'utf8')
        : JSON.stringify(localRegistry());
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
      return true;
    }
    // Page paths (no file extension): the shell, with the Accept-Language header passed on.
    if (!path.extname(url.pathname) || url.pathname.endsWith('.html')) {
      const candidate = path.join(hostRoot, url.pathname);
      if (url.pathname !== '/' && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
        return false;
      }
      const lang = escapeAttr(String(req.headers['accept-language'] || '')).slice(0, 200);
      const html = fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          '<meta name="accept-language" content="">',
          `<meta name="accept-language" content="${lang}">`,
        );
      const body = Buffer.from(html);
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    return false;
  };
}

module.exports = { createHostHandler };

/**
 * The release CLI (issue 11): `npm run remote -- <command>`. See infra/registry/README.md.
 *
 * Exit codes: 0 done; 1 refused (a gate, an unknown version, a pinned remote, a version marked
 * bad ...); 2 usage (unknown command or flag, missing argument); 3 no valid publish token;
 * 4 the store is unreadable (a file named, and what to do); 5 the store could not be reached
 * (its message; no stack unless CUMULUS_DEBUG=1).
 * Writes need CUMULUS_PUBLISH_TOKEN; the store is chosen by the environment (config.ts), the
 * same as the servers', CUMULUS_PORT_OFFSET included; every command names the store it used.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-libs/contracts';
import { parseCli } from '../scripts/cli';
import { distOf, GateError, readBuild } from './build-info';
import { siblingStores, storeFromEnv } from './config';
import { LocalDirStorage } from './storage';
import { DEFAULT_AUTO_ROLLBACK, failureRate, readReports } from './reports';
import { checkRemote } from './store/checks';
import { AuthError, CorruptStoreError, StoreError } from './store/errors';
import type { ReleaseStore } from './store/release-store';

export const USAGE = `npm run remote -- <command>
  publish <remote> [--dir <built dist>] [--version <v>]   upload a build as an immutable version
  list [<remote>]                                         versions, current, canary, campaigns
  promote <remote>@<version>                              make a version current for everyone
  rollback <remote>                                       back to the previous good version
  canary <remote>@<version> --percent <1-99>              a sticky share of devices on a version
         [--auto-rollback [--max-failure-rate <0-1>] [--min-loads <n>]]
                                                          ended by the report collector when the
                                                          version fails too often (default: 25%
                                                          of at least 6 loads)
  canary <remote> --off                                   end the canary
  status [<remote>]                                       what browsers reported per version:
                                                          mounts, failures by stage, the last ones
  pin <remote>@<version>                                  hold the remote at a version (current;
                                                          promote, canary, rollback refused)
  unpin <remote>
  activity add <slug> --remote <r> --page <p> --starts <iso> --ends <iso> [--version <v>]
  activity swap <slug> [--remote <r>] [--page <p>] [--version <v> | --current]
  activity end <slug> [--at <iso>]
  activity schedule <slug> [--starts <iso>] [--ends <iso>]
  activity remove <slug>                                  no route any more; the slug is free
  overrides allow <origin>...                             where developers may point a remote
                                                          from the running site (http://localhost:*)
  overrides off
  log [--limit <n>]                                       who changed what, when
  token create <name>                                     a new publish token (printed once)
Writes need CUMULUS_PUBLISH_TOKEN. Remotes are container names (mfe_activity ...).
The store is the one the local site serves with the same CUMULUS_PORT_OFFSET (or
CUMULUS_RELEASES_DIR / CUMULUS_RELEASE_S3_BUCKET): run with the site's environment.`;

/** `status`: the browsers' reports per remote version (reports.ts), and canary rules. */
async function status(store: ReleaseStore, remote: RemoteName | undefined, out: Out) {
  const docs = await readReports(store.storage, remote);
  const registry = await store.currentRegistry();
  if (!docs.length) out(`no reports yet${remote ? ` for ${remote}` : ''}`);
  for (const d of docs) {
    const entry = registry?.remotes[d.remote];
    const role =
      entry?.version === d.version
        ? ' (current)'
        : entry?.canary?.version === d.version
          ? ` (canary ${entry.canary.percent}%)`
          : '';
    const stages = Object.entries(d.stages)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    out(
      `${d.remote}@${d.version}${role}: ${d.mounted} mounted, ${d.failed} failed (${Math.round(failureRate(d) * 100)}%)${stages ? ` — ${stages}` : ''}; last report ${d.updatedAt}`,
    );
    for (const f of d.recent.slice(0, 5)) out(`    ${f.at}  ${f.stage.padEnd(10)} ${f.code}`);
  }
  for (const r of remote ? [remote] : Object.keys(registry?.remotes ?? {})) {
    const rule = await store.autoRollbackRule(r as RemoteName);
    if (rule)
      out(
        `${r}: canary ${rule.version} rolls back at ${Math.round(rule.maxFailureRate * 100)}% failures of at least ${rule.minLoads} loads`,
      );
  }
  // the log is oldest first: the last five automatic rollbacks
  const rolled = (await store.log(200)).filter((e) => e.action === 'canary-rollback');
  for (const e of rolled.slice(-5)) out(`${e.at}  ${e.detail}`);
}

class UsageError extends Error {}

function usage(message: string): never {
  throw new UsageError(message);
}

/** `<remote>@<version>`. */
function remoteAt(
  arg: string | undefined,
  command: string,
): { remote: RemoteName; version: string } {
  const m = /^([a-z_]+)@(.+)$/.exec(arg ?? '');
  if (!m?.[1] || !m[2])
    usage(`${command} needs <remote>@<version>, e.g. mfe_activity@0.1.0-ab12cd34ef`);
  return { remote: checkRemote(m[1]), version: m[2] };
}

function one(positionals: string[], n: number, what: string): string[] {
  if (positionals.length !== n)
    usage(`expected ${what}, got ${positionals.length ? positionals.join(' ') : 'nothing'}`);
  return positionals;
}

type Out = (line: string) => void;

async function list(store: ReleaseStore, remote: RemoteName | undefined, out: Out) {
  const registry = await store.readRegistry();
  const doc = registry?.doc;
  out(
    registry
      ? `registry ${doc?.revision} published ${doc?.publishedAt} (${store.storage.description})`
      : `no registry in ${store.storage.description}: the embedded default is served`,
  );
  const remotes = remote
    ? [remote]
    : (['mfe_marketing', 'mfe_share', 'mfe_drive', 'mfe_activity'] as RemoteName[]);
  for (const r of remotes) {
    const entry = doc?.remotes[r];
    const pinned = doc?.release?.pinned?.[r];
    const bad = new Set(doc?.release?.bad?.[r] ?? []);
    out(
      `\n${r}: current ${entry?.version ?? '(embedded default)'}${pinned ? ` (pinned)` : ''}${entry?.canary ? `, canary ${entry.canary.version} at ${entry.canary.percent}%` : ''}`,
    );
    if (entry?.previous?.length)
      out(`  previous: ${entry.previous.map((p) => p.version).join(', ')}`);
    for (const m of await store.versions(r)) {
      const mark =
        m.version === entry?.version
          ? '*'
          : m.version === entry?.canary?.version
            ? 'c'
            : bad.has(m.version)
              ? 'x'
              : ' ';
      out(
        `  ${mark} ${m.version.padEnd(24)} contract ${m.contractVersion}  label ${m.buildLabel.padEnd(14)} ${(m.size / 1024).toFixed(0).padStart(6)} KB  ${m.publishedAt} by ${m.publishedBy}`,
      );
    }
  }
  if (!remote && doc) {
    out(`\ndeveloper overrides: ${doc.overrides?.allowedOrigins.join(', ') || 'off'}`);
    out('\ncampaigns:');
    for (const a of doc.activities)
      out(
        `  ${a.slug.padEnd(16)} ${a.remote}${a.version ? `@${a.version.version}` : ''} page ${a.page}, ${a.startsAt} to ${a.endsAt}`,
      );
  }
  out('\n(* current, c canary, x rolled back from)');
}

/**
 * Runs one command; returns the exit code (an unknown or malformed flag exits 2 from parseCli).
 * `out` and `err` are where it writes (a test runs commands in its own process with them).
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const [command, ...rest] = argv;
  const store = storeFromEnv(env);
  const who = async () => {
    const name = await store.authenticate(env.CUMULUS_PUBLISH_TOKEN);
    warnIfNewStore(store, env, err);
    return name;
  };
  const done = (r: { detail: string; registry: { revision?: string } }) =>
    out(`${r.detail} (registry ${r.registry.revision} in ${storeName(store, env)})`);
  const parse = <O extends Parameters<typeof parseCli>[1]>(u: string, options: O, args = rest) =>
    parseCli(`npm run remote -- ${u}`, options, args, true);
  try {
    switch (command) {
      case 'publish': {
        const { values, positionals } = parse('publish <remote> [--dir <dist>] [--version <v>]', {
          dir: { type: 'string' },
          version: { type: 'string' },
        });
        const [name = ''] = one(positionals, 1, '<remote>');
        const remote = checkRemote(name);
        const dir = path.resolve(values.dir ?? distOf(remote));
        const by = await who();
        const t0 = Date.now();
        const build = readBuild(remote, dir);
        const { manifest, created } = await store.publish(by, build, dir, values.version);
        out(
          created
            ? `published ${remote}@${manifest.version} (contract ${manifest.contractVersion}, label ${manifest.buildLabel}, ${manifest.files.length} files, ${(manifest.size / 1024).toFixed(0)} KB, ${Date.now() - t0} ms) to ${store.storage.description}\nmake it current: npm run remote -- promote ${remote}@${manifest.version}`
            : `${remote}@${manifest.version} is published already with the same content`,
        );
        return 0;
      }
      case 'list': {
        const { positionals } = parse('list [<remote>]', {});
        if (positionals.length > 1) usage('list takes at most one remote');
        await list(store, positionals[0] ? checkRemote(positionals[0]) : undefined, out);
        return 0;
      }
      case 'promote': {
        const { positionals } = parse('promote <remote>@<version>', {});
        const { remote, version } = remoteAt(
          one(positionals, 1, '<remote>@<version>')[0],
          'promote',
        );
        done(await store.promote(await who(), remote, version));
        return 0;
      }
      case 'rollback': {
        const { positionals } = parse('rollback <remote>', {});
        done(
          await store.rollback(await who(), checkRemote(one(positionals, 1, '<remote>')[0] ?? '')),
        );
        return 0;
      }
      case 'canary': {
        const { values, positionals } = parse(
          'canary <remote>@<version> --percent <1-99> | canary <remote> --off',
          {
            percent: { type: 'string' },
            off: { type: 'boolean', default: false },
            'auto-rollback': { type: 'boolean', default: false },
            'max-failure-rate': { type: 'string' },
            'min-loads': { type: 'string' },
          },
        );
        const [arg] = one(positionals, 1, '<remote>@<version> or <remote>');
        if (values.off) {
          if (values.percent !== undefined) usage('canary: --off and --percent together');
          done(await store.canaryOff(await who(), checkRemote(arg ?? '')));
          return 0;
        }
        if (values.percent === undefined) usage('canary needs --percent <1-99> (or --off)');
        if (!/^\d+$/.test(values.percent))
          usage(`canary: --percent "${values.percent}" is not a whole number`);
        const { remote, version } = remoteAt(arg, 'canary');
        const rate = values['max-failure-rate'];
        const loads = values['min-loads'];
        if (!values['auto-rollback'] && (rate !== undefined || loads !== undefined))
          usage('canary: --max-failure-rate and --min-loads go with --auto-rollback');
        if (rate !== undefined && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(rate) && Number(rate) > 0))
          usage(`canary: --max-failure-rate "${rate}" is not a share above 0 and at most 1`);
        if (loads !== undefined && !/^[1-9]\d{0,5}$/.test(loads))
          usage(`canary: --min-loads "${loads}" is not a whole number above 0`);
        const rule = values['auto-rollback']
          ? {
              maxFailureRate:
                rate !== undefined ? Number(rate) : DEFAULT_AUTO_ROLLBACK.maxFailureRate,
              minLoads: loads !== undefined ? Number(loads) : DEFAULT_AUTO_ROLLBACK.minLoads,
            }
          : undefined;
        done(await store.canary(await who(), remote, version, Number(values.percent), rule));
        return 0;
      }
      case 'status': {
        const { positionals } = parse('status [<remote>]', {});
        if (positionals.length > 1) usage('status takes at most one remote');
        await status(store, positionals[0] ? checkRemote(positionals[0]) : undefined, out);
        return 0;
      }
      case 'pin': {
        const { positionals } = parse('pin <remote>@<version>', {});
        const { remote, version } = remoteAt(one(positionals, 1, '<remote>@<version>')[0], 'pin');
        done(await store.pin(await who(), remote, version));
        return 0;
      }
      case 'reinstate': {
        const { positionals } = parse('reinstate <remote>@<version>', {});
        const { remote, version } = remoteAt(
          one(positionals, 1, '<remote>@<version>')[0],
          'reinstate',
        );
        done(await store.reinstate(await who(), remote, version));
        return 0;
      }
      case 'unpin': {
        const { positionals } = parse('unpin <remote>', {});
        done(await store.unpin(await who(), checkRemote(one(positionals, 1, '<remote>')[0] ?? '')));
        return 0;
      }
      case 'activity':
        return await activity(store, rest, who, done);
      case 'overrides': {
        const { positionals } = parse('overrides allow <origin>... | overrides off', {});
        const [sub, ...origins] = positionals;
        if (sub === 'off' && origins.length === 0) done(await store.setOverrides(await who(), []));
        else if (sub === 'allow' && origins.length)
          done(await store.setOverrides(await who(), origins));
        else usage('overrides allow <origin>... (e.g. http://localhost:*) or overrides off');
        return 0;
      }
      case 'log': {
        const { values, positionals } = parse('log [--limit <n>]', {
          limit: { type: 'string', default: '50' },
        });
        one(positionals, 0, 'no argument');
        if (!/^\d+$/.test(values.limit))
          usage(`log: --limit "${values.limit}" is not a whole number`);
        for (const e of await store.log(Number(values.limit)))
          out(
            `${e.at}  ${e.who.padEnd(16)} ${e.action.padEnd(18)} ${e.detail}${e.revision ? ` [${e.revision}]` : ''}`,
          );
        return 0;
      }
      case 'token': {
        const { positionals } = parse('token create <name>', {});
        const [sub, name] = one(positionals, 2, 'create <name>');
        if (sub !== 'create') usage(`token: unknown subcommand "${sub}"`);
        const token = await store.createToken(name ?? '', env.CUMULUS_PUBLISH_TOKEN);
        out(
          `token "${name}" (shown once, keep it secret):\n${token}\nuse it: export CUMULUS_PUBLISH_TOKEN=${token}`,
        );
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        out(USAGE);
        return command ? 0 : 2;
      default:
        usage(`unknown command "${command}"`);
    }
  } catch (caught) {
    if (caught instanceof UsageError) {
      err(`${caught.message}\n\nUsage: ${USAGE}`);
      return 2;
    }
    if (caught instanceof AuthError) {
      err(`refused: ${caught.message}`);
      return 3;
    }
    if (caught instanceof StoreError || caught instanceof GateError) {
      err(`refused: ${caught.message}`);
      return 1;
    }
    if (caught instanceof CorruptStoreError) {
      err(`store unreadable: ${caught.message}`);
      return 4;
    }
    // Anything else is the storage failing (a folder not writable, S3 unreachable or denied):
    // its message, the store, and the stack only when asked for.
    const e = caught instanceof Error ? caught : new Error(String(caught));
    err(
      `failed: ${e.message}\nstore: ${storeName(store, env)}${env.CUMULUS_DEBUG ? `\n${e.stack ?? ''}` : '\n(CUMULUS_DEBUG=1 shows the stack)'}`,
    );
    return 5;
  }
}

/**
 * A write to a local store no site has served yet (no registry.json) while another store beside
 * it has one: most likely the site runs with another CUMULUS_PORT_OFFSET. Said, not refused (a
 * new store is how every store starts).
 */
function warnIfNewStore(store: ReleaseStore, env: NodeJS.ProcessEnv, err: Out): void {
  if (!(store.storage instanceof LocalDirStorage) || env.CUMULUS_RELEASES_DIR) return;
  if (fs.existsSync(path.join(store.storage.root, 'registry.json'))) return;
  const others = siblingStores(env);
  if (others.length)
    err(
      `note: ${store.storage.root} has no registry yet: no site has served this store. Stores with one:\n${others.map((o) => `  ${o}`).join('\n')}\nRun with the site's CUMULUS_PORT_OFFSET to change what it serves.`,
    );
}

/** The store as a person names it, with the offset that chose it when there is one. */
function storeName(store: ReleaseStore, env: NodeJS.ProcessEnv): string {
  const offset = env.CUMULUS_PORT_OFFSET;
  return `${store.storage.description}${offset && !env.CUMULUS_RELEASES_DIR && !env.CUMULUS_RELEASE_S3_BUCKET ? ` (CUMULUS_PORT_OFFSET=${offset})` : ''}`;
}

async function activity(
  store: ReleaseStore,
  argv: string[],
  who: () => Promise<string>,
  done: (r: { detail: string; registry: { revision?: string } }) => void,
): Promise<number> {
  const [sub, ...rest] = argv;
  const parse = <O extends Parameters<typeof parseCli>[1]>(u: string, options: O) =>
    parseCli(`npm run remote -- activity ${u}`, options, rest, true);
  const slugOf = (positionals: string[]) => one(positionals, 1, '<slug>')[0] ?? '';
  switch (sub) {
    case 'add': {
      const { values, positionals } = parse(
        'add <slug> --remote <r> --page <p> --starts <iso> --ends <iso> [--version <v>]',
        {
          remote: { type: 'string' },
          page: { type: 'string' },
          starts: { type: 'string' },
          ends: { type: 'string' },
          version: { type: 'string' },
        },
      );
      const slug = slugOf(positionals);
      const { remote, page, starts, ends } = values;
      if (!remote || !page || !starts || !ends)
        usage('activity add needs --remote, --page, --starts and --ends');
      done(
        await store.activityAdd(await who(), {
          slug,
          remote: checkRemote(remote),
          page,
          startsAt: starts,
          endsAt: ends,
          version: values.version,
        }),
      );
      return 0;
    }
    case 'swap': {
      const { values, positionals } = parse(
        'swap <slug> [--remote <r>] [--page <p>] [--version <v> | --current]',
        {
          remote: { type: 'string' },
          page: { type: 'string' },
          version: { type: 'string' },
          current: { type: 'boolean', default: false },
        },
      );
      const slug = slugOf(positionals);
      if (values.current && values.version)
        usage('activity swap: --version and --current together');
      if (!values.remote && !values.page && !values.version && !values.current)
        usage('activity swap needs --remote, --page, --version or --current');
      done(
        await store.activitySwap(await who(), slug, {
          remote: values.remote ? checkRemote(values.remote) : undefined,
          page: values.page,
          version: values.current ? null : values.version,
        }),
      );
      return 0;
    }
    case 'end': {
      const { values, positionals } = parse('end <slug> [--at <iso>]', { at: { type: 'string' } });
      done(await store.activityEnd(await who(), slugOf(positionals), values.at));
      return 0;
    }
    case 'schedule': {
      const { values, positionals } = parse('schedule <slug> [--starts <iso>] [--ends <iso>]', {
        starts: { type: 'string' },
        ends: { type: 'string' },
      });
      done(
        await store.activitySchedule(await who(), slugOf(positionals), values.starts, values.ends),
      );
      return 0;
    }
    case 'remove': {
      const { positionals } = parse('remove <slug>', {});
      done(await store.activityRemove(await who(), slugOf(positionals)));
      return 0;
    }
    default:
      usage(`activity: unknown subcommand "${sub ?? ''}" (add, swap, end, schedule, remove)`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error(err instanceof Error ? `failed: ${err.message}` : err);
      process.exitCode = 5;
    },
  );
}

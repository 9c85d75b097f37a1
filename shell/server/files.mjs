// The files an app's server sends: from the release its pointer names (scripts/release.mjs) or its build, a hashed
// file of an earlier release too, and a build file read again only when it changes.
import fs from 'node:fs';
import path from 'node:path';
import { releasesDir } from '@bet/scripts/ports';

/** Files whose name carries a content hash (webpack's [contenthash:8]): safe to cache for a year. */
export const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|gif|webp|woff2)$/;

/**
 * A file of the build as `parse` reads it, read again only when it changes (a new build or release under a running
 * server); null while it cannot be read or parsed. `file` may be a function: the path in the folder served now.
 */
export function whenChanged(file, parse) {
  let at = { file: null, stamp: '', value: null };
  return () => {
    const name = typeof file === 'function' ? file() : file;
    try {
      // time, size and inode: a file replaced within one tick of the file system's clock keeps its mtime
      const { mtimeMs, size, ino } = fs.statSync(name);
      const stamp = `${mtimeMs}:${size}:${ino}`;
      if (stamp !== at.stamp || name !== at.file) at = { file: name, stamp, value: parse(fs.readFileSync(name, 'utf8')) };
    } catch {
      at = { file: null, stamp: '', value: null };
    }
    return at.value;
  };
}

/**
 * The folder an app is served from: the release its pointer names (releases/<app>/current, written by
 * scripts/release.mjs), else the app's build (`dist`). A switch of the pointer is served from the next request on,
 * with no restart.
 */
export function servedFolder(app, dist) {
  const dir = releasesDir(app);
  // the pointer is read on every request, not by its time stamp: two switches within one tick of the file system's
  // clock leave the same mtime (seen in CI), and a pointer of a few bytes costs one read
  const pointer = () => {
    let version;
    try {
      version = fs.readFileSync(path.join(dir, 'current'), 'utf8').trim();
    } catch {
      return null;
    }
    return /^[\w.+-]+$/.test(version) && fs.existsSync(path.join(dir, version)) ? path.join(dir, version) : null;
  };
  return () => pointer() ?? dist;
}

/**
 * The folders of an app's other releases, newest first: a page opened before a switch still asks for the chunks of
 * the release it started with (file names carry their content hash, so one name is one content in every release).
 */
function otherReleases(app, current) {
  const dir = releasesDir(app);
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && path.join(dir, e.name) !== current)
      .map((e) => ({ folder: path.join(dir, e.name), at: fs.statSync(path.join(dir, e.name)).mtimeMs }))
      .sort((a, b) => b.at - a.at)
      .map((e) => e.folder);
  } catch {
    return [];
  }
}

/**
 * The file a request names, as [folder, relative path]: in the folder served now (`current`), else, for a file whose
 * name carries its hash, in another release of the app; null when there is none (or the path leaves the folder).
 */
export function servedFile(app, current, pathname) {
  let rel;
  try {
    rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (!rel || rel.split('/').some((part) => part === '..' || part.startsWith('.') || part.includes('\\'))) return null;
  const isFile = (folder) => {
    try {
      return fs.statSync(path.join(folder, rel)).isFile();
    } catch {
      return false;
    }
  };
  // the shell's server render (ssr/render.cjs) is its server's, not a page's file; a remote's is fetched by the
  // shell's server from the remote's origin (ssr.mjs, remoteRenderer)
  if (rel.startsWith('ssr/') && app.dir === 'shell') return null;
  if (isFile(current)) return [current, rel];
  if (!HASHED.test(rel)) return null;
  const other = otherReleases(app, current).find(isFile);
  return other ? [other, rel] : null;
}

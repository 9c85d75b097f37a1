// PGlite must have exactly one process per data directory: two corrupt it silently.
import fs from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dir>/.lock` exclusively (a stale lock of a dead process is taken over); returns the release. */
export function acquireLock(dir: string): () => void {
  const file = path.join(dir, '.lock');
  for (let i = 0; i < 2; i++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(`The database in ${dir} is in use by process ${pid}; stop it first (two processes on one PGlite directory corrupt it).`);
      }
      fs.unlinkSync(file); // stale
    }
  }
  throw new Error(`could not lock ${dir}`);
}

// What a start that cannot write DATA_DIR says; the real process meets EACCES in
// tests/server/start-up-messages.test.ts, a read-only mount or a full disk only here.
import { describe, expect, it } from 'vitest';
import { dataDirRefusal } from './data-dir-refusal';
import { StartRefusal } from './start-refusal';

function failure(code: string, file?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed`), { code, path: file, syscall: 'open' });
}

describe('a failure to write DATA_DIR', () => {
  it.each([
    [
      'EROFS',
      /^\/srv\/data is on a read-only file system \(EROFS on open \/srv\/data\/app-secret\)\. .*mount it read-write/,
    ],
    ['EACCES', /^\/srv\/data is not writable by this process \(user .+; EACCES on open .*chown -R /],
    ['EPERM', /^\/srv\/data is not writable by this process/],
    ['ENOSPC', /^The disk holding \/srv\/data is full \(ENOSPC on open .*Free some space/],
  ])('%s names the folder and what to do', (code, message) => {
    const refusal = dataDirRefusal(failure(code, '/srv/data/app-secret'), '/srv/data');
    expect(refusal).toBeInstanceOf(StartRefusal);
    expect(refusal?.message).toMatch(message);
  });

  it('is only about files of DATA_DIR', () => {
    expect(dataDirRefusal(failure('EACCES', '/etc/pinloom.conf'), '/srv/data')).toBeNull();
    // listen on a port under 1024: EACCES without a file.
    expect(dataDirRefusal(failure('EACCES'), '/srv/data')).toBeNull();
    expect(dataDirRefusal(failure('ENOENT', '/srv/data/x'), '/srv/data')).toBeNull();
    expect(dataDirRefusal(new Error('Aborted()'), '/srv/data')).toBeNull();
    expect(dataDirRefusal(failure('EACCES', '/srv/data-old/x'), '/srv/data')).toBeNull();
  });
});

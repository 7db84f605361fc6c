import { Writable } from 'node:stream';
import { batchedStdout } from './logging';

describe('batchedStdout', () => {
  it('writes the lines of one event-loop turn together, in order', async () => {
    const writes: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        writes.push(String(chunk));
        done();
      },
    });
    const stream = batchedStdout(out);
    stream.write('one\n');
    stream.write('two\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('three\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
  });
});

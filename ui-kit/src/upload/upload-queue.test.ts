import type { UploadedFile } from '@b2b/shared/upload';
import { occupiedPlaces, planFiles, uploadedFiles, uploadQueueReducer, type UploadAction, type UploadItem } from './upload-queue';

const uploaded = (name: string): UploadedFile => ({
  id: `id-${name}`,
  url: `https://cdn/${name}`,
  name,
  size: 1,
  contentType: 'text/plain',
});
const txt = (name: string, size = 1) => new File([new Uint8Array(size)], name, { type: 'text/plain' });
const progress = (percent: number) => ({ percent, loaded: percent, total: 100, speedKBs: 1.5 });
const ids = () => {
  let n = 0;
  return () => `f${++n}`;
};
const run = (actions: UploadAction[], items: UploadItem[] = planFiles([txt('a.txt')], {}, 0, ids())) =>
  actions.reduce(uploadQueueReducer, items);

describe('upload queue', () => {
  it('goes queued → uploading → done, keeping the progress', () => {
    const [item] = run([{ type: 'start', id: 'f1' }]);
    expect(item).toMatchObject({ status: 'uploading', attempt: 1 });
    const [moving] = run([{ type: 'progress', id: 'f1', attempt: 1, progress: progress(40) }], [item]);
    expect(moving.progress?.percent).toBe(40);
    const [done] = run([{ type: 'done', id: 'f1', attempt: 1, uploaded: uploaded('a.txt') }], [moving]);
    expect(done).toMatchObject({ status: 'done', uploaded: uploaded('a.txt') });
  });

  it('fails with the server message, and a retry uploads again from zero', () => {
    const failed = run([
      { type: 'start', id: 'f1' },
      { type: 'progress', id: 'f1', attempt: 1, progress: progress(70) },
      { type: 'fail', id: 'f1', attempt: 1, error: '文件过大' },
    ]);
    expect(failed[0]).toMatchObject({ status: 'failed', error: '文件过大' });
    const [retried] = run([{ type: 'start', id: 'f1' }], failed);
    expect(retried).toMatchObject({ status: 'uploading', attempt: 2, progress: undefined, error: undefined });
  });

  it('cancels, then ignores whatever the abandoned attempt still reports', () => {
    const cancelled = run([
      { type: 'start', id: 'f1' },
      { type: 'cancel', id: 'f1' },
      { type: 'progress', id: 'f1', attempt: 1, progress: progress(90) },
      { type: 'done', id: 'f1', attempt: 1, uploaded: uploaded('a.txt') },
    ]);
    expect(cancelled[0]).toMatchObject({ status: 'cancelled', progress: undefined });
    const retried = run([{ type: 'start', id: 'f1' }], cancelled);
    const late = run([{ type: 'cancel', id: 'f1', attempt: 1 }], retried);
    expect(late[0]).toMatchObject({ status: 'uploading', attempt: 2 });
  });

  it('does not start what is uploading or done, nor cancel what is finished', () => {
    const done = run([
      { type: 'start', id: 'f1' },
      { type: 'done', id: 'f1', attempt: 1, uploaded: uploaded('a.txt') },
    ]);
    expect(run([{ type: 'start', id: 'f1' }], done)).toBe(done);
    expect(run([{ type: 'cancel', id: 'f1' }], done)[0].status).toBe('done');
  });

  it('removes an item, and forgets finished files the value no longer holds', () => {
    const items = run([
      { type: 'start', id: 'f1' },
      { type: 'done', id: 'f1', attempt: 1, uploaded: uploaded('a.txt') },
    ]);
    expect(run([{ type: 'remove', id: 'f1' }], items)).toEqual([]);
    expect(run([{ type: 'keepDone', keys: ['id-a.txt'] }], items)).toBe(items);
    expect(run([{ type: 'keepDone', keys: [] }], items)).toEqual([]);
  });
});

describe('planFiles', () => {
  it('rejects files over the limits before sending and queues the rest', () => {
    const planned = planFiles([txt('a.txt'), txt('b.exe'), txt('big.txt', 2 * 1024 * 1024)], { accept: '.txt', maxSizeMB: 1 }, 0, ids());
    expect(planned.map((item) => [item.file.name, item.status, item.rejection?.reason])).toEqual([
      ['a.txt', 'queued', undefined],
      ['b.exe', 'rejected', 'type'],
      ['big.txt', 'rejected', 'size'],
    ]);
  });

  it('rejects files beyond maxCount, counting places already taken', () => {
    const planned = planFiles([txt('a.txt'), txt('b.txt'), txt('c.txt')], { maxCount: 3 }, 1, ids());
    expect(planned.map((item) => item.status)).toEqual(['queued', 'queued', 'rejected']);
    expect(planned[2].rejection).toEqual({ reason: 'count', maxCount: 3 });
  });
});

describe('the value', () => {
  it('lists files from outside first, then ours in the order they were added, whatever finished first', () => {
    const items = run(
      [
        { type: 'start', id: 'f1' },
        { type: 'start', id: 'f2' },
        { type: 'done', id: 'f2', attempt: 1, uploaded: uploaded('b.txt') },
        { type: 'done', id: 'f1', attempt: 1, uploaded: uploaded('a.txt') },
      ],
      planFiles([txt('a.txt'), txt('b.txt')], {}, 0, ids()),
    );
    const value = [uploaded('old.txt'), uploaded('b.txt')];
    expect(uploadedFiles(value, items).map((file) => file.name)).toEqual(['old.txt', 'a.txt', 'b.txt']);
    expect(occupiedPlaces(value, items)).toBe(3);
  });
});

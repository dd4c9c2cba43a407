import { describe, expect, it } from 'vitest';
import { storedPaths, type UploadItem, uploadListReducer } from './upload-list';

const existing: UploadItem = { key: 'a', path: `f/202611/${'a'.repeat(32)}.pdf`, name: '授权书.pdf' };

describe('uploadListReducer', () => {
  it('shows a loading- placeholder while uploading and replaces it in place by the returned path', () => {
    let items = uploadListReducer([existing], { type: 'started', id: '7', name: '照片.jpg' });
    expect(items.map((item) => item.path)).toEqual([existing.path, 'loading-7']);
    expect(storedPaths(items)).toEqual([existing.path]);
    items = uploadListReducer(items, { type: 'uploaded', id: '7', path: `f/202611/${'b'.repeat(32)}.jpg` });
    expect(items[1]).toEqual({ key: '7', path: `f/202611/${'b'.repeat(32)}.jpg`, name: '照片.jpg' });
    expect(storedPaths(items)).toHaveLength(2);
  });

  it('removes the placeholder of a failed or cancelled upload, and nothing else', () => {
    const items = uploadListReducer([existing], { type: 'started', id: '8', name: 'b.pdf' });
    expect(uploadListReducer(items, { type: 'failed', id: '8' })).toEqual([existing]);
    expect(uploadListReducer([existing], { type: 'failed', id: '8' })).toEqual([existing]);
  });

  it('removes an item by its key and resets to a given list', () => {
    expect(uploadListReducer([existing], { type: 'removed', key: 'a' })).toEqual([]);
    expect(uploadListReducer([], { type: 'reset', items: [existing] })).toEqual([existing]);
  });
});

/**
 * A chat photo refused for want of credits, kept in the browser's IndexedDB while the member buys
 * some: a file cannot travel in the shop's way back, and the shop's payment leaves the page. One
 * per conversation (this member and the partner); offered again on the way back, deleted once
 * sent or discarded, and dropped after a day. Where IndexedDB fails (a private window), the photo
 * is lost as before: the member picks it again.
 */
const DATABASE = 'cupido-chat';
const STORE = 'kept-photos';
/** How long a kept photo waits for the member: a day. */
export const KEEP_MS = 24 * 60 * 60 * 1000;

type TKept = { key: string; file: File; keptAt: number };

/** The conversation's key: the member (two accounts may share a browser) and the partner. */
export const keptPhotoKey = (memberId: number, partnerId: number) => `${memberId}:${partnerId}`;

/** Kept longer than a day: dropped, not offered. */
export const isStale = (keptAt: number, now: number) => now - keptAt >= KEEP_MS;

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

/** Runs `work` in one read-write transaction that first drops the stale photos; its result. */
async function inStore<T>(work: (store: IDBObjectStore) => () => T): Promise<T | null> {
  try {
    const db = await openDatabase();
    try {
      return await new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, 'readwrite');
        const store = tx.objectStore(STORE);
        const now = Date.now();
        store.openCursor().onsuccess = (event) => {
          const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
          if (!cursor) return;
          if (isStale((cursor.value as TKept).keptAt, now)) cursor.delete();
          cursor.continue();
        };
        const result = work(store);
        tx.oncomplete = () => resolve(result());
        tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
      });
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** Keeps the photo for the conversation, in place of one kept before. */
export async function keepPhoto(key: string, file: File): Promise<void> {
  await inStore((store) => {
    store.put({ key, file, keptAt: Date.now() } satisfies TKept);
    return () => undefined;
  });
}

/** The photo kept for the conversation, unless it is stale (then dropped); it stays kept. */
export function keptPhoto(key: string): Promise<File | null> {
  return inStore((store) => {
    const request = store.get(key);
    return () => {
      const kept = request.result as TKept | undefined;
      return kept && !isStale(kept.keptAt, Date.now()) ? kept.file : null;
    };
  });
}

/** The photo was sent or discarded. */
export async function forgetKeptPhoto(key: string): Promise<void> {
  await inStore((store) => {
    store.delete(key);
    return () => undefined;
  });
}

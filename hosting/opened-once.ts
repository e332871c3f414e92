// How `npm start` holds each of its SQLite stores (the inquiries, the rooms' visits): opened by the
// first request that needs it, by that one alone however many come at once; opened again by the
// next if it could not be (a full disk, a locked file), so that one failure is not for ever; and
// closed at shutdown, if it was opened.

/** A store opened once, on first use (`get`), and closed at shutdown (`close`). */
export function openedOnce<Store extends { close(): void }>(open: () => Promise<Store>) {
  let opening: Promise<Store> | undefined;
  return {
    /** The store, opened now if it is not yet; a failure to open is the caller's, and the next call tries again. */
    get: () =>
      (opening ??= open().catch((error: unknown) => {
        opening = undefined;
        throw error;
      })),
    /** Closes the store, if it was opened (one whose opening fails meanwhile is none to close). */
    close: async () => (await opening?.catch(() => undefined))?.close(),
  };
}

/** Number of edits waiting in the outbox for the signed-in user. */
export async function countPendingChanges(): Promise<number> {
  return 0;
}

/** Wipes the signed-in user's cached records and query cache (shared tablets). Keeps unsent edits unless told to discard them. */
export async function wipeUserData(_options: { discardPending: boolean }): Promise<void> {}

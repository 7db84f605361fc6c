/** What one content was sent under: a retry of the same content must reuse its key. */
export interface SubmissionIdentity {
  content: string;
  key: string;
}

export interface LeadDraft<V> {
  values: Partial<V>;
  /** Set from the first send until the server has answered it. */
  identity: SubmissionIdentity | null;
}

/*
 * Drafts live in sessionStorage: they survive a reload of the tab but not the tab itself.
 * Private modes and full disks make storage throw; then there is no draft, and nothing else
 * changes, so every call here swallows storage errors on purpose.
 */

export function readDraft<V>(key: string | undefined): LeadDraft<V> | null {
  if (!key) return null;
  try {
    const draft = JSON.parse(sessionStorage.getItem(key) ?? 'null') as LeadDraft<V> | null;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft<V>(key: string, draft: LeadDraft<V>): void {
  const typed = Object.values(draft.values).some((value) => value !== '' && value !== undefined);
  if (!typed && !draft.identity) {
    clearDraft(key);
    return;
  }
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // No storage: the form still works, it just won't survive a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // No storage, so nothing was kept either.
  }
}

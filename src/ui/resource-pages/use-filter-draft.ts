/**
 * A filter form's draft of the applied filters: edits stay in the form until applied, and when
 * the applied filters change (a chip removed, Clear, a link, the back button) the draft follows
 * them. It replaces remounting the form per URL (`key={search}`), which rebuilt every styled
 * field on each change and lost an unapplied edit on a mere sort or page change.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';

export function useFilterDraft<T>(applied: T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState<T>(applied);
  const appliedKey = JSON.stringify(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    // React's "adjust state when a prop changes": re-renders at once, before any child sees the old draft
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  return [draft, setDraft];
}

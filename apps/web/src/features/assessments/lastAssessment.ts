/** The last viewed assessment id (docs/product/assessments.md) is kept in session storage (this tab, until it closes). */
export const LAST_ASSESSMENT_KEY = 'telehealth.lastAssessmentId';

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the screen still works, it only cannot remember.
    return undefined;
  }
}

export function readLastAssessmentId(): number | null {
  const raw = store()?.getItem(LAST_ASSESSMENT_KEY) ?? null;
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function writeLastAssessmentId(id: number): void {
  try {
    store()?.setItem(LAST_ASSESSMENT_KEY, String(id));
  } catch {
    // Quota or privacy mode: nothing to keep.
  }
}

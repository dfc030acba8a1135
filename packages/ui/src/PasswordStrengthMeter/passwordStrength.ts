/** One rule a new password must meet, with the message shown while it is unmet. */
export interface PasswordRequirement {
  /** Stable key, e.g. 'length'. */
  id: string;
  /** Shown beside the requirement, e.g. 'Password must be at least 8 characters'. */
  message: string;
  /** True when the password meets the rule. */
  test: (password: string) => boolean;
}

/** The strength bands: weak below 40, fair 40 to 59, good 60 to 79, strong 80 or more. */
export type PasswordStrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  /** 0 to 100. */
  score: number;
  level: PasswordStrengthLevel;
  /** The requirements the password does not meet yet, in order. */
  unmet: PasswordRequirement[];
}

/** Score thresholds of the levels fair, good and strong (docs/product/access.md). */
export const PASSWORD_STRENGTH_THRESHOLDS = { fair: 40, good: 60, strong: 80 } as const;

const REQUIREMENTS_POINTS = 80;
const BONUS_FROM = 8;
const BONUS_MAX_STEPS = 5;
const BONUS_PER_STEP = 2;

function bonus(count: number): number {
  return BONUS_PER_STEP * Math.min(Math.max(count - BONUS_FROM, 0), BONUS_MAX_STEPS);
}

/**
 * 80 points scaled by the share of requirements met, plus 2 per character over 8 (up to
 * 5 characters), plus 2 per distinct character over 8 (up to 5), capped at 100.
 */
export function passwordStrength(
  password: string,
  requirements: readonly PasswordRequirement[],
): PasswordStrength {
  const unmet = requirements.filter((requirement) => !requirement.test(password));
  const met = requirements.length - unmet.length;
  const share = requirements.length === 0 ? 1 : met / requirements.length;
  const raw =
    Math.round(REQUIREMENTS_POINTS * share) + bonus(password.length) + bonus(new Set(password).size);
  const score = Math.min(raw, 100);
  const level: PasswordStrengthLevel =
    score >= PASSWORD_STRENGTH_THRESHOLDS.strong
      ? 'strong'
      : score >= PASSWORD_STRENGTH_THRESHOLDS.good
        ? 'good'
        : score >= PASSWORD_STRENGTH_THRESHOLDS.fair
          ? 'fair'
          : 'weak';
  return { score, level, unmet };
}

export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export {
  PASSWORD_STRENGTH_THRESHOLDS,
  type PasswordRequirement,
  type PasswordStrength,
  type PasswordStrengthLevel,
  passwordStrength,
} from './passwordStrength';

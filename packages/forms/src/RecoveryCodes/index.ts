export { RECOVERY_CODES_FILE, RecoveryCodes, type RecoveryCodesProps } from './RecoveryCodes';

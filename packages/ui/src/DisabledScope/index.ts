export { DisabledScope, type DisabledScopeProps, useScopedDisabled } from './DisabledScope';

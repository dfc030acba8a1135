/** What other features use of the profile: the profile columns' update and the common-password check. */

export { isCommonPassword } from './common-passwords';
export { updateProfileColumns } from './service';

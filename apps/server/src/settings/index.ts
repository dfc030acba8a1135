/** What other features read of the settings: one setting's value, and whether admins get notified. */

export { adminNotificationsEnabled, readSetting } from './service';

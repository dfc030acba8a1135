/** What other features use of the appointment settings: the default duration of a new practitioner. */

export { defaultDurationFor } from './service';

/** What other features use of the assessments: a patient's own list, the queue's count, who acts, and an age. */

export { reviewQueueCount } from './queue';
export { type Actor, ageOn } from './review';
export { mine as myAssessments } from './service';

export * from './logic';
export * from './questionnaire';
export * from './questionnaires';
export * from './review';
export * from './wire';

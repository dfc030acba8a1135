export * from './logic';
export * from './questionnaire';
export * from './questionnaires';
export * from './wire';

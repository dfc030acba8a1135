export * from './consultations';
export * from './endpoints';
export * from './routes';
export * from './signalling';

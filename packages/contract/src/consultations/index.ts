export * from './consultations';
export * from './devices';
export * from './endpoints';
export * from './routes';
export * from './signalling';

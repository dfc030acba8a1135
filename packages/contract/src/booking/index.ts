export * from './booking';
export * from './endpoints';
export * from './routes';

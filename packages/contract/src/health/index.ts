export * from './endpoints';
export * from './health';
export * from './routes';

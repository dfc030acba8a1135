export * from './endpoints';
export * from './operations';
export * from './routes';

export * from './address';
export * from './endpoints';
export * from './routes';

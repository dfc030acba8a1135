export * from './audit';
export * from './endpoints';
export * from './routes';

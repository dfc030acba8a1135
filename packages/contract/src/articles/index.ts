export * from './articles';
export * from './endpoints';
export * from './routes';

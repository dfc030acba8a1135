export * from './endpoints';
export * from './people';
export * from './routes';

export * from './endpoints';
export * from './promo-codes';
export * from './routes';

export * from './contact';
export * from './contact-inbox';
export * from './endpoints';
export * from './routes';

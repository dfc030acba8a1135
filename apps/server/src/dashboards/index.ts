// Nothing here is for other features: app.ts registers this folder's routes (routes.ts), and nothing else uses it.
export {};

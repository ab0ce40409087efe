export * from './instagram';
export * from './limits';
export * from './profile';
export * from './schemas';
export * from './slug';

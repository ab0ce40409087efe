export * from './events';
export * from './images';
export * from './instagram';
export * from './limits';
export * from './maps';
export * from './profile';
export * from './schemas';
export * from './slug';

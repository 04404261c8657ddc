export * from './process-image';
export * from './image-rejected-error';

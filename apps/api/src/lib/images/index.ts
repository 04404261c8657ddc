export * from './process-image';
export * from './image-rejected-error';
export { sniffImageType } from './sniff';

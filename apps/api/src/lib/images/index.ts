export * from './process-image';
export { sniffImageType } from './sniff';

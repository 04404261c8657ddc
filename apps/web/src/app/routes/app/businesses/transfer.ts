export { TransferPage as Component } from '@/features/transfer/components/transfer-page';

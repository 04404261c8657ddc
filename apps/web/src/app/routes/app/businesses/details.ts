export { BusinessDetailsPage as Component } from '@/features/businesses/components/business-details-page';

export { NewProductPage as Component } from '@/features/products/components/new-product-page';

export { NewProductPage as Component } from '@/features/catalogue/products/components/new-product-page';

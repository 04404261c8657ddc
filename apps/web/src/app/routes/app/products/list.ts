export { ProductsPage as Component } from '@/features/catalogue/products/components/products-page';

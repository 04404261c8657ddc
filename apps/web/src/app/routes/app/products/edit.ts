export { EditProductPage as Component } from '@/features/catalogue/products/components/edit-product-page';

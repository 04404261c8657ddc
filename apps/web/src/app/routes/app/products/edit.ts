export { EditProductPage as Component } from '@/features/products/components/edit-product-page';

export { EditCategoryPage as Component } from '@/features/catalogue/categories/components/edit-category-page';

export { EditCategoryPage as Component } from '@/features/categories/components/edit-category-page';

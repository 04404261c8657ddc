export { NewCategoryPage as Component } from '@/features/categories/components/new-category-page';

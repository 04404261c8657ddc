import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layout/route-handle';
import { PageSpinner } from '@/components/ui/spinner';
import { BusinessCrumb } from '@/features/businesses/components/business-crumb';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { Admin } from './guards/admin';
import { Protected } from './guards/protected';
import { PublicOnly } from './guards/public-only';
import { RootLayout } from './root-layout';

const crumb = (page: RouteHandle['crumb']): RouteHandle => ({ crumb: page });
const appLayout = () => import('./routes/app/layout');

/** Every screen of docs/product.md §2; each page is its own chunk, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicOnly,
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: 'sign-in', lazy: () => import('./routes/auth/sign-in') },
          { path: 'sign-up', lazy: () => import('./routes/auth/sign-up') },
          { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
          { path: 'reset-password/:id?', lazy: () => import('./routes/auth/reset-password') },
        ],
      },
      { path: '404', Component: NotFoundPage },
      {
        Component: Protected,
        children: [
          {
            lazy: appLayout,
            children: [
              {
                path: 'dashboard',
                handle: crumb('dashboard'),
                lazy: () => import('./routes/app/dashboard'),
              },
              {
                path: 'businesses',
                children: [
                  {
                    path: 'new',
                    handle: crumb('newBusiness'),
                    lazy: () => import('./routes/app/businesses/new'),
                  },
                  {
                    path: 'import',
                    handle: crumb('importBusiness'),
                    lazy: () => import('./routes/app/businesses/import'),
                  },
                  {
                    path: ':id',
                    handle: {
                      crumb: 'businessDetails',
                      CrumbLabel: BusinessCrumb,
                    } satisfies RouteHandle,
                    children: [
                      { index: true, lazy: () => import('./routes/app/businesses/details') },
                      {
                        path: 'edit',
                        handle: crumb('editBusiness'),
                        lazy: () => import('./routes/app/businesses/edit'),
                      },
                      {
                        path: 'transfer',
                        handle: crumb('transfer'),
                        lazy: () => import('./routes/app/businesses/transfer'),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'products',
                handle: crumb('products'),
                children: [
                  { index: true, lazy: () => import('./routes/app/products/list') },
                  {
                    path: 'new',
                    handle: crumb('newProduct'),
                    lazy: () => import('./routes/app/products/new'),
                  },
                  {
                    path: ':productId/edit',
                    handle: crumb('editProduct'),
                    lazy: () => import('./routes/app/products/edit'),
                  },
                ],
              },
              {
                path: 'categories',
                handle: crumb('categories'),
                children: [
                  { index: true, lazy: () => import('./routes/app/categories/list') },
                  {
                    path: 'new',
                    handle: crumb('newCategory'),
                    lazy: () => import('./routes/app/categories/new'),
                  },
                  {
                    path: ':categoryId/edit',
                    handle: crumb('editCategory'),
                    lazy: () => import('./routes/app/categories/edit'),
                  },
                ],
              },
              {
                path: 'menus',
                handle: crumb('menus'),
                children: [
                  { index: true, lazy: () => import('./routes/app/menus/list') },
                  {
                    path: 'new',
                    handle: crumb('newMenu'),
                    lazy: () => import('./routes/app/menus/new'),
                  },
                  {
                    path: ':menuId/edit',
                    handle: crumb('editMenu'),
                    lazy: () => import('./routes/app/menus/edit'),
                  },
                ],
              },
              {
                path: 'settings',
                handle: crumb('settings'),
                lazy: () => import('./routes/app/settings'),
              },
            ],
          },
        ],
      },
      {
        Component: Admin,
        children: [
          {
            lazy: appLayout,
            children: [
              {
                path: 'admin',
                handle: crumb('admin'),
                children: [
                  { index: true, lazy: () => import('./routes/app/admin/home') },
                  {
                    path: 'accounts',
                    handle: crumb('accounts'),
                    lazy: () => import('./routes/app/admin/accounts'),
                  },
                  {
                    path: 'mail',
                    handle: crumb('mail'),
                    lazy: () => import('./routes/app/admin/mail'),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

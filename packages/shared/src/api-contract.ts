/**
 * Generated from the OpenAPI document at /api/docs/json by `npm run api:contract`; do not edit.
 * apps/api/test/foundation/api-contract.test.ts fails when it no longer matches the server.
 */
export interface paths {
  '/api/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every account, for admins */
    get: operations['getAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/activate/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Activate an account from the e-mailed link, then go to the sign-in page */
    get: operations['getAccountsActivateByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/api-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account's personal API tokens, newest first (never the tokens) */
    get: operations['getAccountsApiTokens'];
    put?: never;
    /** Create a personal API token; the answer is the only time the token is shown */
    post: operations['postAccountsApiTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/api-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a personal API token: it stops working at once */
    delete: operations['deleteAccountsApiTokensById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in account's password: every other session ends, this one gets new tokens */
    post: operations['postAccountsChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account */
    get: operations['getAccountsMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange a refresh token for new tokens (each refresh token works once) */
    post: operations['postAccountsRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/request-reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password-reset link (the same answer for any address) */
    post: operations['postAccountsRequestResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/resend-activation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a new activation e-mail to an account not activated yet */
    post: operations['postAccountsResendActivation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/reset-password/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a password-reset link still works, without using it up */
    get: operations['getAccountsResetPasswordByToken'];
    put?: never;
    /** Choose a new password with a reset link */
    post: operations['postAccountsResetPasswordByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password: access and refresh tokens */
    post: operations['postAccountsSignin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account; the activation e-mail follows (the same answer for a registered address) */
    post: operations['postAccountsSignup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent outgoing e-mail, newest first, with its delivery state */
    get: operations['getAdminMail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mail/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed e-mail again */
    post: operations['postAdminMailByIdRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's businesses, newest first */
    get: operations['getBusinesses'];
    put?: never;
    /** Create a business */
    post: operations['postBusinesses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One business */
    get: operations['getBusinessesById'];
    put?: never;
    /** Update a business (fields left out stay as they are) */
    post: operations['postBusinessesById'];
    /** Delete a business with its products, categories, menus and activity */
    delete: operations['deleteBusinessesById'];
    options?: never;
    head?: never;
    /** Update some fields of a business */
    patch: operations['patchBusinessesById'];
    trace?: never;
  };
  '/api/businesses/{id}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Latest changes to a business and its products, categories and menus */
    get: operations['getBusinessesByIdActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/export.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business's whole catalogue as a versioned JSON document */
    get: operations['getBusinessesByIdExportJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/imports/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import a products CSV in one transaction (any bad row: 400, nothing written) */
    post: operations['postBusinessesByIdImportsProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/imports/products/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a products CSV: what each row would do, and its errors (nothing is written) */
    post: operations['postBusinessesByIdImportsProductsPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/missing-translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many products, categories and menus lack each of the business's other languages */
    get: operations['getBusinessesByIdMissingTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/products.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business's products as CSV (UTF-8 with BOM), one row per product */
    get: operations['getBusinessesByIdProductsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/table-cards.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Table cards with the place's QR code (its page lists all its menus), as a PDF to print */
    get: operations['getBusinessesByIdTableCardsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A business's webhook endpoints, oldest first, each with its latest delivery */
    get: operations['getBusinessesByIdWebhooks'];
    put?: never;
    /** Register a webhook endpoint for a business; the answer shows its signing secret once */
    post: operations['postBusinessesByIdWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a business from a catalogue export (images and addresses are not copied) */
    post: operations['postBusinessesImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A new proof-of-work challenge (ALTCHA) to solve in the browser */
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/captcha/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which captcha sign-up and password reset ask for, and its public key */
    get: operations['getCaptchaConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's categories (one business with business_id), newest first, each with its product count */
    get: operations['getCategories'];
    put?: never;
    /** Create a category in one of the owner's businesses, with its products in order */
    post: operations['postCategories'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One category with its products in order */
    get: operations['getCategoriesById'];
    put?: never;
    /** Update a category (products replace membership and order; fields left out stay) */
    post: operations['postCategoriesById'];
    /** Delete a category (it leaves every menu it was in; its products stay) */
    delete: operations['deleteCategoriesById'];
    options?: never;
    head?: never;
    /** Update some fields of a category */
    patch: operations['patchCategoriesById'];
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This installation's public address and support e-mail */
    get: operations['getConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored image variant (public: images appear on public menus) */
    get: operations['getFilesByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a JPEG or PNG image (multipart field "file", at most 5 MB) */
    post: operations['postFilesUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/menus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's menus (one business with business_id), newest first, each with its category count */
    get: operations['getMenus'];
    put?: never;
    /** Create a menu in one of the owner's businesses (theme defaults to the classic preset) */
    post: operations['postMenus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/menus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One menu with its categories in order */
    get: operations['getMenusById'];
    put?: never;
    /** Update a menu (categories replace membership and order; fields left out stay) */
    post: operations['postMenusById'];
    /** Delete a menu (its categories and products stay) */
    delete: operations['deleteMenusById'];
    options?: never;
    head?: never;
    /** Update some fields of a menu */
    patch: operations['patchMenusById'];
    trace?: never;
  };
  '/api/menus/{id}/print.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole menu as a PDF to print: categories, products, prices and the allergen legend */
    get: operations['getMenusByIdPrintPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/menus/{id}/table-cards.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Table cards with the menu's QR code, as a PDF to print (pages of identical cards) */
    get: operations['getMenusByIdTableCardsPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's products (one business with business_id), newest first */
    get: operations['getProducts'];
    put?: never;
    /** Create a product in one of the owner's businesses */
    post: operations['postProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product */
    get: operations['getProductsById'];
    put?: never;
    /** Update a product (optional fields left out stay as they are) */
    post: operations['postProductsById'];
    /** Delete a product (it leaves every category it was in) */
    delete: operations['deleteProductsById'];
    options?: never;
    head?: never;
    /** Update some fields of a product */
    patch: operations['patchProductsById'];
    trace?: never;
  };
  '/api/public/businesses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A business's public page by its id or slug: its enabled menus, those served now first */
    get: operations['getPublicBusinessesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/menus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A menu as guests see it: only enabled categories with enabled products */
    get: operations['getPublicMenusById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts of products, categories and menus per business of the owner */
    get: operations['getStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats/{businessId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts of products, categories and menus of one business */
    get: operations['getStatsByBusinessId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats/{businessId}/views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Menu views of one business per day, menu, source, device and language
     * @description Days in the business time zone, both ends included; by default the last 30 days.
     */
    get: operations['getStatsByBusinessIdViews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhook-deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivered or failed webhook delivery again (same id and body, attempts afresh) */
    post: operations['postWebhookDeliveriesByIdResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint with its latest delivery (never its secret) */
    get: operations['getWebhooksById'];
    put?: never;
    post?: never;
    /** Delete a webhook endpoint and its deliveries */
    delete: operations['deleteWebhooksById'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint's URL, events or whether it is on (fields left out stay) */
    patch: operations['patchWebhooksById'];
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A webhook endpoint's latest deliveries, newest first, with their state */
    get: operations['getWebhooksByIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a test delivery (event "ping") to a webhook endpoint */
    post: operations['postWebhooksByIdPing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace a webhook endpoint's signing secret; the answer shows the new one once */
    post: operations['postWebhooksByIdRotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAccounts: {
    parameters: {
      query?: {
        items_per_page?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              active: boolean;
              /** Format: date-time */
              created_at: string;
              email: string;
              /** Format: uuid */
              id: string;
              roles: string[];
            }[];
            pagination: {
              items_per_page: number;
              page: number;
              total: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Admins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getAccountsActivateByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getAccountsApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            expires_at: string | null;
            hint: string;
            /** Format: uuid */
            id: string;
            last_used_at: string | null;
            name: string;
            revoked_at: string | null;
            revoked_reason: ('owner' | 'password_reset') | null;
            /** @enum {string} */
            scope: 'read' | 'write';
          }[];
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default null */
          expires_in_days?: (7 | 30 | 90 | 365) | null;
          name: string;
          /** @enum {string} */
          scope: 'read' | 'write';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            expires_at: string | null;
            hint: string;
            /** Format: uuid */
            id: string;
            last_used_at: string | null;
            name: string;
            revoked_at: string | null;
            revoked_reason: ('owner' | 'password_reset') | null;
            /** @enum {string} */
            scope: 'read' | 'write';
            token: string;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  deleteAccountsApiTokensById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          new_password: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            tokens?: {
              access_token: string;
              refresh_token: string;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getAccountsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            active: boolean;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: uuid */
            id: string;
            roles: string[];
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh_token: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            roles?: string[];
            tokens: {
              access_token: string;
              refresh_token: string;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsRequestResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          captcha?: string;
          email: string;
          /** @enum {string} */
          language?: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsResendActivation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          language?: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getAccountsResetPasswordByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsResetPasswordByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsSignin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ana@casa-pepe.example",
         *       "password": "Tortilla-2026!"
         *     }
         */
        'application/json': {
          captcha?: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            account_id: string;
            first_sign_in: boolean;
            roles: string[];
            tokens: {
              access_token: string;
              refresh_token: string;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAccountsSignup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ana@casa-pepe.example",
         *       "password": "Tortilla-2026!",
         *       "language": "es"
         *     }
         */
        'application/json': {
          captcha?: string;
          email: string;
          /** @enum {string} */
          language?: 'en' | 'es';
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getAdminMail: {
    parameters: {
      query?: {
        items_per_page?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              attempts: number;
              /** Format: date-time */
              created_at: string;
              /** Format: uuid */
              id: string;
              last_error: string | null;
              /** Format: date-time */
              next_attempt_at: string;
              sent_at: string | null;
              /** @enum {string} */
              state: 'queued' | 'sending' | 'sent' | 'failed';
              subject: string;
              to: string;
            }[];
            pagination: {
              items_per_page: number;
              page: number;
              total: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Admins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postAdminMailByIdRetry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Admins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinesses: {
    parameters: {
      query?: {
        items_per_page?: number;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: date-time */
              created_at: string;
              currency: string;
              facebook: string | null;
              /** Format: uuid */
              id: string;
              instagram: string | null;
              logo: string | null;
              logo_thumb_url: string | null;
              logo_url: string | null;
              name: string;
              other_languages: (
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
              )[];
              phone: string | null;
              /** @enum {string} */
              primary_language:
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
              show_sold_out: boolean;
              slug: string | null;
              time_zone: string;
              twitter: string | null;
              updated_at: string | null;
              website: string | null;
              whatsapp: string | null;
            }[];
            pagination: {
              items_per_page: number;
              page: number;
              total: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postBusinesses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Casa Pepe",
         *       "slug": "casa-pepe",
         *       "phone": "+34 912 345 678",
         *       "website": "https://casa-pepe.example",
         *       "instagram": "casapepe",
         *       "currency": "EUR",
         *       "time_zone": "Europe/Madrid",
         *       "primary_language": "es",
         *       "other_languages": [
         *         "en"
         *       ]
         *     }
         */
        'application/json': {
          currency?: string;
          facebook?: string | null;
          instagram?: string | null;
          logo?: string | null;
          name: string;
          other_languages?: (
            'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
          )[];
          phone?: string | null;
          /** @enum {string} */
          primary_language?:
            'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
          show_sold_out?: boolean;
          slug?: string | null;
          time_zone?: string;
          twitter?: string | null;
          website?: string | null;
          whatsapp?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            currency: string;
            facebook: string | null;
            /** Format: uuid */
            id: string;
            instagram: string | null;
            logo: string | null;
            logo_thumb_url: string | null;
            logo_url: string | null;
            name: string;
            other_languages: (
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
            )[];
            phone: string | null;
            /** @enum {string} */
            primary_language:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            show_sold_out: boolean;
            slug: string | null;
            time_zone: string;
            twitter: string | null;
            updated_at: string | null;
            website: string | null;
            whatsapp: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            currency: string;
            facebook: string | null;
            /** Format: uuid */
            id: string;
            instagram: string | null;
            logo: string | null;
            logo_thumb_url: string | null;
            logo_url: string | null;
            name: string;
            other_languages: (
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
            )[];
            phone: string | null;
            /** @enum {string} */
            primary_language:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            show_sold_out: boolean;
            slug: string | null;
            time_zone: string;
            twitter: string | null;
            updated_at: string | null;
            website: string | null;
            whatsapp: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postBusinessesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currency?: string;
          facebook?: string | null;
          instagram?: string | null;
          logo?: string | null;
          name: string;
          other_languages?: (
            'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
          )[];
          phone?: string | null;
          /** @enum {string} */
          primary_language?:
            'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
          show_sold_out?: boolean;
          slug?: string | null;
          time_zone?: string;
          twitter?: string | null;
          website?: string | null;
          whatsapp?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            currency: string;
            facebook: string | null;
            /** Format: uuid */
            id: string;
            instagram: string | null;
            logo: string | null;
            logo_thumb_url: string | null;
            logo_url: string | null;
            name: string;
            other_languages: (
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
            )[];
            phone: string | null;
            /** @enum {string} */
            primary_language:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            show_sold_out: boolean;
            slug: string | null;
            time_zone: string;
            twitter: string | null;
            updated_at: string | null;
            website: string | null;
            whatsapp: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  deleteBusinessesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  patchBusinessesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currency?: string;
          facebook?: string | null;
          instagram?: string | null;
          logo?: string | null;
          name?: string;
          other_languages?: (
            'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
          )[];
          phone?: string | null;
          /** @enum {string} */
          primary_language?:
            'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
          show_sold_out?: boolean;
          slug?: string | null;
          time_zone?: string;
          twitter?: string | null;
          website?: string | null;
          whatsapp?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            currency: string;
            facebook: string | null;
            /** Format: uuid */
            id: string;
            instagram: string | null;
            logo: string | null;
            logo_thumb_url: string | null;
            logo_url: string | null;
            name: string;
            other_languages: (
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
            )[];
            phone: string | null;
            /** @enum {string} */
            primary_language:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            show_sold_out: boolean;
            slug: string | null;
            time_zone: string;
            twitter: string | null;
            updated_at: string | null;
            website: string | null;
            whatsapp: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesByIdActivity: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account_id: string | null;
            /** @enum {string} */
            action: 'created' | 'updated' | 'deleted';
            actor_id: string | null;
            api_token: {
              /** Format: uuid */
              id: string;
              name: string;
            } | null;
            /** Format: date-time */
            at: string;
            /** Format: uuid */
            id: string;
            item_id: string | null;
            item_name: string;
            /** @enum {string} */
            type: 'business' | 'product' | 'category' | 'menu';
          }[];
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesByIdExportJson: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              name: string;
            } & {
              [key: string]: unknown;
            };
            categories: ({
              name: string;
              products: string[];
              ref: string;
            } & {
              [key: string]: unknown;
            })[];
            exported_at: string;
            /** @enum {string} */
            format: 'carta-catalogue';
            menus: ({
              categories: string[];
              name: string;
            } & {
              [key: string]: unknown;
            })[];
            products: ({
              name: string;
              price: string;
              ref: string;
            } & {
              [key: string]: unknown;
            })[];
            /** @enum {number} */
            version: 1;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postBusinessesByIdImportsProducts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          csv: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            categories_created: number;
            created: number;
            unchanged: number;
            updated: number;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postBusinessesByIdImportsProductsPreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          csv: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            delimiter: ',' | ';';
            new_categories: string[];
            rows: {
              /** @enum {string} */
              action: 'create' | 'update' | 'unchanged';
              categories: string[];
              errors: {
                [key: string]: {
                  code: string;
                  message: string;
                  params?: {
                    [key: string]: string | number;
                  };
                };
              };
              name: string;
              price: string | null;
              row: number;
            }[];
            summary: {
              create: number;
              invalid: number;
              unchanged: number;
              update: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesByIdMissingTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: {
              categories: number;
              menus: number;
              products: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesByIdProductsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV text */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesByIdTableCardsPdf: {
    parameters: {
      query?: {
        lang?: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
        pages?: number;
        paper?: 'a4' | 'letter';
        per_page?: '1' | '2' | '4' | '6';
        ui?: 'en' | 'es';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF, to download */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getBusinessesByIdWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            business_id: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            events: (
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
            )[];
            /** Format: uuid */
            id: string;
            last_delivery: {
              attempts: number;
              /** Format: date-time */
              created_at: string;
              delivered_at: string | null;
              /** Format: uuid */
              endpoint_id: string;
              /** @enum {string} */
              event:
                | 'business.changed'
                | 'menu.changed'
                | 'category.changed'
                | 'product.changed'
                | 'product.sold_out'
                | 'product.back_in_stock'
                | 'ping';
              /** Format: uuid */
              id: string;
              last_error: string | null;
              last_status: number | null;
              /** Format: date-time */
              next_attempt_at: string;
              /** @enum {string} */
              state: 'queued' | 'sending' | 'delivered' | 'failed';
            } | null;
            updated_at: string | null;
            url: string;
          }[];
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postBusinessesByIdWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default true */
          enabled?: boolean;
          events: (
            | 'business.changed'
            | 'menu.changed'
            | 'category.changed'
            | 'product.changed'
            | 'product.sold_out'
            | 'product.back_in_stock'
          )[];
          url: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            business_id: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            events: (
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
            )[];
            /** Format: uuid */
            id: string;
            last_delivery: {
              attempts: number;
              /** Format: date-time */
              created_at: string;
              delivered_at: string | null;
              /** Format: uuid */
              endpoint_id: string;
              /** @enum {string} */
              event:
                | 'business.changed'
                | 'menu.changed'
                | 'category.changed'
                | 'product.changed'
                | 'product.sold_out'
                | 'product.back_in_stock'
                | 'ping';
              /** Format: uuid */
              id: string;
              last_error: string | null;
              last_status: number | null;
              /** Format: date-time */
              next_attempt_at: string;
              /** @enum {string} */
              state: 'queued' | 'sending' | 'delivered' | 'failed';
            } | null;
            secret: string;
            updated_at: string | null;
            url: string;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postBusinessesImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business: {
            currency?: string;
            facebook?: string | null;
            instagram?: string | null;
            name: string;
            other_languages?: (
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
            )[];
            phone?: string | null;
            /** @enum {string} */
            primary_language?:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            show_sold_out?: boolean;
            time_zone?: string;
            twitter?: string | null;
            website?: string | null;
            whatsapp?: string | null;
          };
          categories: {
            /** @default true */
            enabled?: boolean;
            name: string;
            /** @default [] */
            products?: string[];
            ref: string;
            translations?: {
              [key: string]: {
                name?: string;
              };
            };
          }[];
          exported_at?: string;
          /** @enum {string} */
          format: 'carta-catalogue';
          menus: {
            /** @default [] */
            categories?: string[];
            /** @default true */
            enabled?: boolean;
            hours?: {
              days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
              from: string;
              to: string;
            }[];
            name: string;
            /**
             * @default {
             *       "id": "classic",
             *       "fontFamily": "inter",
             *       "primaryColor": "#3B82F6",
             *       "secondaryColor": "#10B981",
             *       "backgroundColor": "#F9FAFB",
             *       "cardBackground": "#FFFFFF",
             *       "textColor": "#111827",
             *       "subtextColor": "#6B7280",
             *       "backgroundType": "solid",
             *       "gradientDirection": "to-br",
             *       "cornerRadius": "md",
             *       "spacing": "normal",
             *       "headerSize": "lg",
             *       "priceSize": "md"
             *     }
             */
            theme?: {
              backgroundColor: string;
              backgroundImage?: string;
              /** @enum {string} */
              backgroundType: 'solid' | 'gradient' | 'image';
              cardBackground: string;
              /** @enum {string} */
              cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
              /** Format: date-time */
              createdAt?: string;
              /** @enum {string} */
              fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
              /** @enum {string} */
              gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
              gradientFrom?: string;
              gradientTo?: string;
              /** @enum {string} */
              headerSize: 'sm' | 'md' | 'lg' | 'xl';
              id: string;
              /** @enum {string} */
              priceSize: 'sm' | 'md' | 'lg';
              primaryColor: string;
              secondaryColor: string;
              /** @enum {string} */
              spacing: 'compact' | 'normal' | 'spacious';
              subtextColor: string;
              textColor: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            translations?: {
              [key: string]: {
                name?: string;
              };
            };
          }[];
          products: {
            allergens?:
              | (
                  | 'gluten'
                  | 'crustaceans'
                  | 'eggs'
                  | 'fish'
                  | 'peanuts'
                  | 'soybeans'
                  | 'milk'
                  | 'nuts'
                  | 'celery'
                  | 'mustard'
                  | 'sesame'
                  | 'sulphites'
                  | 'lupin'
                  | 'molluscs'
                )[]
              | null;
            description?: string | null;
            dietary?: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
            /** @default true */
            enabled?: boolean;
            name: string;
            price?: string | number;
            ref: string;
            sold_out?: boolean;
            translations?: {
              [key: string]: {
                description?: string;
                name?: string;
              };
            };
            variants?: {
              name: string;
              price: string | number;
              translations?: {
                [key: string]: {
                  name?: string;
                };
              };
            }[];
          }[];
          /** @enum {number} */
          version: 1;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            created_at: string;
            currency: string;
            facebook: string | null;
            /** Format: uuid */
            id: string;
            instagram: string | null;
            logo: string | null;
            logo_thumb_url: string | null;
            logo_url: string | null;
            name: string;
            other_languages: (
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
            )[];
            phone: string | null;
            /** @enum {string} */
            primary_language:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            show_sold_out: boolean;
            slug: string | null;
            time_zone: string;
            twitter: string | null;
            updated_at: string | null;
            website: string | null;
            whatsapp: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getCaptchaChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client error, with the error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parameters: {
              algorithm: string;
              cost: number;
              expiresAt?: number;
              keyLength: number;
              keyPrefix: string;
              keySignature?: string;
              memoryCost?: number;
              nonce: string;
              parallelism?: number;
              salt: string;
            };
            signature?: string;
          };
        };
      };
    };
  };
  getCaptchaConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client error, with the error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'altcha' | 'recaptcha' | 'none';
            siteKey?: string;
          };
        };
      };
    };
  };
  getCategories: {
    parameters: {
      query?: {
        business_id?: string;
        items_per_page?: number;
        name?: string;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              business: {
                /** Format: uuid */
                id: string;
              };
              /** Format: date-time */
              created_at: string;
              enabled: boolean;
              /** Format: uuid */
              id: string;
              name: string;
              product_count: number;
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
              updated_at: string | null;
            }[];
            pagination: {
              items_per_page: number;
              page: number;
              total: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "business": {
         *         "id": "6f1c2a4e-9b3d-4c8e-a5f7-1d2e3f4a5b6c"
         *       },
         *       "name": "Tapas",
         *       "products": [
         *         {
         *           "id": "8d3f5a7b-1c2e-4d6f-9a8b-7c6d5e4f3a2b"
         *         }
         *       ],
         *       "translations": {
         *         "en": {
         *           "name": "Small plates"
         *         }
         *       }
         *     }
         */
        'application/json': {
          business: {
            /** Format: uuid */
            id: string;
          };
          /** @default true */
          enabled?: boolean;
          name: string;
          /** @default [] */
          products?: {
            /** Format: uuid */
            id: string;
          }[];
          translations?: {
            [key: string]: {
              name?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            product_count: number;
            products: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              image_thumb_url: string | null;
              image_url: string | null;
              name: string;
              price: string;
              sold_out: boolean;
              variants: {
                name: string;
                price: string;
              }[];
            }[];
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            product_count: number;
            products: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              image_thumb_url: string | null;
              image_url: string | null;
              name: string;
              price: string;
              sold_out: boolean;
              variants: {
                name: string;
                price: string;
              }[];
            }[];
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business?: {
            /** Format: uuid */
            id: string;
          };
          enabled?: boolean;
          name: string;
          products?: {
            /** Format: uuid */
            id: string;
          }[];
          translations?: {
            [key: string]: {
              name?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            product_count: number;
            products: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              image_thumb_url: string | null;
              image_url: string | null;
              name: string;
              price: string;
              sold_out: boolean;
              variants: {
                name: string;
                price: string;
              }[];
            }[];
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  deleteCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  patchCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business?: {
            /** Format: uuid */
            id: string;
          };
          enabled?: boolean;
          name?: string;
          products?: {
            /** Format: uuid */
            id: string;
          }[];
          translations?: {
            [key: string]: {
              name?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            product_count: number;
            products: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              image_thumb_url: string | null;
              image_url: string | null;
              name: string;
              price: string;
              sold_out: boolean;
              variants: {
                name: string;
                price: string;
              }[];
            }[];
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client error, with the error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            app_url: string;
            support_email: string;
          };
        };
      };
    };
  };
  getFilesByName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postFilesUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            fileName: string;
            preSignedUrl: string;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A client error, with the error body */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getMenus: {
    parameters: {
      query?: {
        business_id?: string;
        items_per_page?: number;
        name?: string;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              business: {
                currency: string;
                facebook: string | null;
                /** Format: uuid */
                id: string;
                instagram: string | null;
                languages: (
                  'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
                )[];
                logo: string | null;
                logo_url: string | null;
                name: string;
                phone: string | null;
                slug: string | null;
                twitter: string | null;
                website: string | null;
                whatsapp: string | null;
              };
              category_count: number;
              /** Format: date-time */
              created_at: string;
              enabled: boolean;
              hours: {
                days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                from: string;
                to: string;
              }[];
              /** Format: uuid */
              id: string;
              name: string;
              slug: string | null;
              theme: {
                backgroundColor: string;
                /** Format: uri */
                backgroundImage?: string;
                /** @enum {string} */
                backgroundType: 'solid' | 'gradient' | 'image';
                cardBackground: string;
                /** @enum {string} */
                cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
                /** Format: date-time */
                createdAt?: string;
                /** @enum {string} */
                fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
                /** @enum {string} */
                gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
                gradientFrom?: string;
                gradientTo?: string;
                /** @enum {string} */
                headerSize: 'sm' | 'md' | 'lg' | 'xl';
                id: string;
                /** @enum {string} */
                priceSize: 'sm' | 'md' | 'lg';
                primaryColor: string;
                secondaryColor: string;
                /** @enum {string} */
                spacing: 'compact' | 'normal' | 'spacious';
                subtextColor: string;
                textColor: string;
                /** Format: date-time */
                updatedAt?: string;
              };
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
              updated_at: string | null;
            }[];
            pagination: {
              items_per_page: number;
              page: number;
              total: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postMenus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "business": {
         *         "id": "6f1c2a4e-9b3d-4c8e-a5f7-1d2e3f4a5b6c"
         *       },
         *       "name": "Cena",
         *       "slug": "cena",
         *       "categories": [
         *         {
         *           "id": "2b7e9c1d-4f6a-4e3b-8c5d-9a0b1c2d3e4f"
         *         }
         *       ],
         *       "hours": [
         *         {
         *           "days": [
         *             "thu",
         *             "fri",
         *             "sat"
         *           ],
         *           "from": "20:00",
         *           "to": "23:30"
         *         }
         *       ],
         *       "translations": {
         *         "en": {
         *           "name": "Dinner"
         *         }
         *       }
         *     }
         */
        'application/json': {
          business: {
            /** Format: uuid */
            id: string;
          };
          /** @default [] */
          categories?: {
            /** Format: uuid */
            id: string;
          }[];
          /** @default true */
          enabled?: boolean;
          hours?: {
            days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
            from: string;
            to: string;
          }[];
          name: string;
          slug?: string | null;
          /**
           * @default {
           *       "id": "classic",
           *       "fontFamily": "inter",
           *       "primaryColor": "#3B82F6",
           *       "secondaryColor": "#10B981",
           *       "backgroundColor": "#F9FAFB",
           *       "cardBackground": "#FFFFFF",
           *       "textColor": "#111827",
           *       "subtextColor": "#6B7280",
           *       "backgroundType": "solid",
           *       "gradientDirection": "to-br",
           *       "cornerRadius": "md",
           *       "spacing": "normal",
           *       "headerSize": "lg",
           *       "priceSize": "md"
           *     }
           */
          theme?: {
            backgroundColor: string;
            backgroundImage?: string;
            /** @enum {string} */
            backgroundType: 'solid' | 'gradient' | 'image';
            cardBackground: string;
            /** @enum {string} */
            cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
            /** Format: date-time */
            createdAt?: string;
            /** @enum {string} */
            fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
            /** @enum {string} */
            gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
            gradientFrom?: string;
            gradientTo?: string;
            /** @enum {string} */
            headerSize: 'sm' | 'md' | 'lg' | 'xl';
            id: string;
            /** @enum {string} */
            priceSize: 'sm' | 'md' | 'lg';
            primaryColor: string;
            secondaryColor: string;
            /** @enum {string} */
            spacing: 'compact' | 'normal' | 'spacious';
            subtextColor: string;
            textColor: string;
            /** Format: date-time */
            updatedAt?: string;
          };
          translations?: {
            [key: string]: {
              name?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              currency: string;
              facebook: string | null;
              /** Format: uuid */
              id: string;
              instagram: string | null;
              languages: (
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
              )[];
              logo: string | null;
              logo_url: string | null;
              name: string;
              phone: string | null;
              slug: string | null;
              twitter: string | null;
              website: string | null;
              whatsapp: string | null;
            };
            categories: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              name: string;
              product_count: number;
            }[];
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            hours: {
              days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
              from: string;
              to: string;
            }[];
            /** Format: uuid */
            id: string;
            name: string;
            slug: string | null;
            theme: {
              backgroundColor: string;
              /** Format: uri */
              backgroundImage?: string;
              /** @enum {string} */
              backgroundType: 'solid' | 'gradient' | 'image';
              cardBackground: string;
              /** @enum {string} */
              cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
              /** Format: date-time */
              createdAt?: string;
              /** @enum {string} */
              fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
              /** @enum {string} */
              gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
              gradientFrom?: string;
              gradientTo?: string;
              /** @enum {string} */
              headerSize: 'sm' | 'md' | 'lg' | 'xl';
              id: string;
              /** @enum {string} */
              priceSize: 'sm' | 'md' | 'lg';
              primaryColor: string;
              secondaryColor: string;
              /** @enum {string} */
              spacing: 'compact' | 'normal' | 'spacious';
              subtextColor: string;
              textColor: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              currency: string;
              facebook: string | null;
              /** Format: uuid */
              id: string;
              instagram: string | null;
              languages: (
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
              )[];
              logo: string | null;
              logo_url: string | null;
              name: string;
              phone: string | null;
              slug: string | null;
              twitter: string | null;
              website: string | null;
              whatsapp: string | null;
            };
            categories: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              name: string;
              product_count: number;
            }[];
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            hours: {
              days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
              from: string;
              to: string;
            }[];
            /** Format: uuid */
            id: string;
            name: string;
            slug: string | null;
            theme: {
              backgroundColor: string;
              /** Format: uri */
              backgroundImage?: string;
              /** @enum {string} */
              backgroundType: 'solid' | 'gradient' | 'image';
              cardBackground: string;
              /** @enum {string} */
              cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
              /** Format: date-time */
              createdAt?: string;
              /** @enum {string} */
              fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
              /** @enum {string} */
              gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
              gradientFrom?: string;
              gradientTo?: string;
              /** @enum {string} */
              headerSize: 'sm' | 'md' | 'lg' | 'xl';
              id: string;
              /** @enum {string} */
              priceSize: 'sm' | 'md' | 'lg';
              primaryColor: string;
              secondaryColor: string;
              /** @enum {string} */
              spacing: 'compact' | 'normal' | 'spacious';
              subtextColor: string;
              textColor: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business?: {
            /** Format: uuid */
            id: string;
          };
          categories?: {
            /** Format: uuid */
            id: string;
          }[];
          enabled?: boolean;
          hours?: {
            days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
            from: string;
            to: string;
          }[];
          name: string;
          slug?: string | null;
          theme?: {
            backgroundColor: string;
            backgroundImage?: string;
            /** @enum {string} */
            backgroundType: 'solid' | 'gradient' | 'image';
            cardBackground: string;
            /** @enum {string} */
            cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
            /** Format: date-time */
            createdAt?: string;
            /** @enum {string} */
            fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
            /** @enum {string} */
            gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
            gradientFrom?: string;
            gradientTo?: string;
            /** @enum {string} */
            headerSize: 'sm' | 'md' | 'lg' | 'xl';
            id: string;
            /** @enum {string} */
            priceSize: 'sm' | 'md' | 'lg';
            primaryColor: string;
            secondaryColor: string;
            /** @enum {string} */
            spacing: 'compact' | 'normal' | 'spacious';
            subtextColor: string;
            textColor: string;
            /** Format: date-time */
            updatedAt?: string;
          };
          translations?: {
            [key: string]: {
              name?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              currency: string;
              facebook: string | null;
              /** Format: uuid */
              id: string;
              instagram: string | null;
              languages: (
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
              )[];
              logo: string | null;
              logo_url: string | null;
              name: string;
              phone: string | null;
              slug: string | null;
              twitter: string | null;
              website: string | null;
              whatsapp: string | null;
            };
            categories: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              name: string;
              product_count: number;
            }[];
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            hours: {
              days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
              from: string;
              to: string;
            }[];
            /** Format: uuid */
            id: string;
            name: string;
            slug: string | null;
            theme: {
              backgroundColor: string;
              /** Format: uri */
              backgroundImage?: string;
              /** @enum {string} */
              backgroundType: 'solid' | 'gradient' | 'image';
              cardBackground: string;
              /** @enum {string} */
              cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
              /** Format: date-time */
              createdAt?: string;
              /** @enum {string} */
              fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
              /** @enum {string} */
              gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
              gradientFrom?: string;
              gradientTo?: string;
              /** @enum {string} */
              headerSize: 'sm' | 'md' | 'lg' | 'xl';
              id: string;
              /** @enum {string} */
              priceSize: 'sm' | 'md' | 'lg';
              primaryColor: string;
              secondaryColor: string;
              /** @enum {string} */
              spacing: 'compact' | 'normal' | 'spacious';
              subtextColor: string;
              textColor: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  deleteMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  patchMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          business?: {
            /** Format: uuid */
            id: string;
          };
          categories?: {
            /** Format: uuid */
            id: string;
          }[];
          enabled?: boolean;
          hours?: {
            days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
            from: string;
            to: string;
          }[];
          name?: string;
          slug?: string | null;
          theme?: {
            backgroundColor: string;
            backgroundImage?: string;
            /** @enum {string} */
            backgroundType: 'solid' | 'gradient' | 'image';
            cardBackground: string;
            /** @enum {string} */
            cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
            /** Format: date-time */
            createdAt?: string;
            /** @enum {string} */
            fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
            /** @enum {string} */
            gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
            gradientFrom?: string;
            gradientTo?: string;
            /** @enum {string} */
            headerSize: 'sm' | 'md' | 'lg' | 'xl';
            id: string;
            /** @enum {string} */
            priceSize: 'sm' | 'md' | 'lg';
            primaryColor: string;
            secondaryColor: string;
            /** @enum {string} */
            spacing: 'compact' | 'normal' | 'spacious';
            subtextColor: string;
            textColor: string;
            /** Format: date-time */
            updatedAt?: string;
          };
          translations?: {
            [key: string]: {
              name?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              currency: string;
              facebook: string | null;
              /** Format: uuid */
              id: string;
              instagram: string | null;
              languages: (
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
              )[];
              logo: string | null;
              logo_url: string | null;
              name: string;
              phone: string | null;
              slug: string | null;
              twitter: string | null;
              website: string | null;
              whatsapp: string | null;
            };
            categories: {
              enabled: boolean;
              /** Format: uuid */
              id: string;
              name: string;
              product_count: number;
            }[];
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            hours: {
              days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
              from: string;
              to: string;
            }[];
            /** Format: uuid */
            id: string;
            name: string;
            slug: string | null;
            theme: {
              backgroundColor: string;
              /** Format: uri */
              backgroundImage?: string;
              /** @enum {string} */
              backgroundType: 'solid' | 'gradient' | 'image';
              cardBackground: string;
              /** @enum {string} */
              cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
              /** Format: date-time */
              createdAt?: string;
              /** @enum {string} */
              fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
              /** @enum {string} */
              gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
              gradientFrom?: string;
              gradientTo?: string;
              /** @enum {string} */
              headerSize: 'sm' | 'md' | 'lg' | 'xl';
              id: string;
              /** @enum {string} */
              priceSize: 'sm' | 'md' | 'lg';
              primaryColor: string;
              secondaryColor: string;
              /** @enum {string} */
              spacing: 'compact' | 'normal' | 'spacious';
              subtextColor: string;
              textColor: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getMenusByIdPrintPdf: {
    parameters: {
      query?: {
        lang?: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
        paper?: 'a4' | 'letter';
        ui?: 'en' | 'es';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF, to download */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getMenusByIdTableCardsPdf: {
    parameters: {
      query?: {
        lang?: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
        pages?: number;
        paper?: 'a4' | 'letter';
        per_page?: '1' | '2' | '4' | '6';
        ui?: 'en' | 'es';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF, to download */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Too many requests; retry after the Retry-After header */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not available right now */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getProducts: {
    parameters: {
      query?: {
        business_id?: string;
        items_per_page?: number;
        name?: string;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              allergens:
                | (
                    | 'gluten'
                    | 'crustaceans'
                    | 'eggs'
                    | 'fish'
                    | 'peanuts'
                    | 'soybeans'
                    | 'milk'
                    | 'nuts'
                    | 'celery'
                    | 'mustard'
                    | 'sesame'
                    | 'sulphites'
                    | 'lupin'
                    | 'molluscs'
                  )[]
                | null;
              business: {
                /** Format: uuid */
                id: string;
              };
              /** Format: date-time */
              created_at: string;
              description: string | null;
              dietary: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
              enabled: boolean;
              /** Format: uuid */
              id: string;
              image: string | null;
              image_thumb_url: string | null;
              image_url: string | null;
              name: string;
              price: string;
              sold_out: boolean;
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
              updated_at: string | null;
              variants: {
                name: string;
                price: string;
                translations: {
                  [key: string]: {
                    [key: string]: string;
                  };
                };
              }[];
            }[];
            pagination: {
              items_per_page: number;
              page: number;
              total: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "business": {
         *         "id": "6f1c2a4e-9b3d-4c8e-a5f7-1d2e3f4a5b6c"
         *       },
         *       "name": "Tortilla de patatas",
         *       "description": "Con cebolla, como en casa.",
         *       "variants": [
         *         {
         *           "name": "Pincho",
         *           "price": "3.50"
         *         },
         *         {
         *           "name": "Ración",
         *           "price": "9.00"
         *         }
         *       ],
         *       "allergens": [
         *         "eggs"
         *       ],
         *       "dietary": [
         *         "vegetarian"
         *       ],
         *       "translations": {
         *         "en": {
         *           "name": "Spanish omelette",
         *           "description": "With onion, home style."
         *         }
         *       }
         *     }
         */
        'application/json': {
          allergens?:
            | (
                | 'gluten'
                | 'crustaceans'
                | 'eggs'
                | 'fish'
                | 'peanuts'
                | 'soybeans'
                | 'milk'
                | 'nuts'
                | 'celery'
                | 'mustard'
                | 'sesame'
                | 'sulphites'
                | 'lupin'
                | 'molluscs'
              )[]
            | null;
          business: {
            /** Format: uuid */
            id: string;
          };
          description?: string | null;
          dietary?: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
          /** @default true */
          enabled?: boolean;
          image?: string | null;
          name: string;
          price?: string | number;
          sold_out?: boolean;
          translations?: {
            [key: string]: {
              description?: string;
              name?: string;
            };
          };
          variants?: {
            name: string;
            price: string | number;
            translations?: {
              [key: string]: {
                name?: string;
              };
            };
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allergens:
              | (
                  | 'gluten'
                  | 'crustaceans'
                  | 'eggs'
                  | 'fish'
                  | 'peanuts'
                  | 'soybeans'
                  | 'milk'
                  | 'nuts'
                  | 'celery'
                  | 'mustard'
                  | 'sesame'
                  | 'sulphites'
                  | 'lupin'
                  | 'molluscs'
                )[]
              | null;
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            description: string | null;
            dietary: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
            enabled: boolean;
            /** Format: uuid */
            id: string;
            image: string | null;
            image_thumb_url: string | null;
            image_url: string | null;
            name: string;
            price: string;
            sold_out: boolean;
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
            variants: {
              name: string;
              price: string;
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
            }[];
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getProductsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allergens:
              | (
                  | 'gluten'
                  | 'crustaceans'
                  | 'eggs'
                  | 'fish'
                  | 'peanuts'
                  | 'soybeans'
                  | 'milk'
                  | 'nuts'
                  | 'celery'
                  | 'mustard'
                  | 'sesame'
                  | 'sulphites'
                  | 'lupin'
                  | 'molluscs'
                )[]
              | null;
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            description: string | null;
            dietary: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
            enabled: boolean;
            /** Format: uuid */
            id: string;
            image: string | null;
            image_thumb_url: string | null;
            image_url: string | null;
            name: string;
            price: string;
            sold_out: boolean;
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
            variants: {
              name: string;
              price: string;
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
            }[];
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postProductsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          allergens?:
            | (
                | 'gluten'
                | 'crustaceans'
                | 'eggs'
                | 'fish'
                | 'peanuts'
                | 'soybeans'
                | 'milk'
                | 'nuts'
                | 'celery'
                | 'mustard'
                | 'sesame'
                | 'sulphites'
                | 'lupin'
                | 'molluscs'
              )[]
            | null;
          business?: {
            /** Format: uuid */
            id: string;
          };
          description?: string | null;
          dietary?: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
          enabled?: boolean;
          image?: string | null;
          name: string;
          price?: string | number;
          sold_out?: boolean;
          translations?: {
            [key: string]: {
              description?: string;
              name?: string;
            };
          };
          variants?: {
            name: string;
            price: string | number;
            translations?: {
              [key: string]: {
                name?: string;
              };
            };
          }[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allergens:
              | (
                  | 'gluten'
                  | 'crustaceans'
                  | 'eggs'
                  | 'fish'
                  | 'peanuts'
                  | 'soybeans'
                  | 'milk'
                  | 'nuts'
                  | 'celery'
                  | 'mustard'
                  | 'sesame'
                  | 'sulphites'
                  | 'lupin'
                  | 'molluscs'
                )[]
              | null;
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            description: string | null;
            dietary: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
            enabled: boolean;
            /** Format: uuid */
            id: string;
            image: string | null;
            image_thumb_url: string | null;
            image_url: string | null;
            name: string;
            price: string;
            sold_out: boolean;
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
            variants: {
              name: string;
              price: string;
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
            }[];
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  deleteProductsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  patchProductsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sold_out": true
         *     }
         */
        'application/json': {
          allergens?:
            | (
                | 'gluten'
                | 'crustaceans'
                | 'eggs'
                | 'fish'
                | 'peanuts'
                | 'soybeans'
                | 'milk'
                | 'nuts'
                | 'celery'
                | 'mustard'
                | 'sesame'
                | 'sulphites'
                | 'lupin'
                | 'molluscs'
              )[]
            | null;
          business?: {
            /** Format: uuid */
            id: string;
          };
          description?: string | null;
          dietary?: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
          enabled?: boolean;
          image?: string | null;
          name?: string;
          price?: string | number;
          sold_out?: boolean;
          translations?: {
            [key: string]: {
              description?: string;
              name?: string;
            };
          };
          variants?: {
            name: string;
            price: string | number;
            translations?: {
              [key: string]: {
                name?: string;
              };
            };
          }[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allergens:
              | (
                  | 'gluten'
                  | 'crustaceans'
                  | 'eggs'
                  | 'fish'
                  | 'peanuts'
                  | 'soybeans'
                  | 'milk'
                  | 'nuts'
                  | 'celery'
                  | 'mustard'
                  | 'sesame'
                  | 'sulphites'
                  | 'lupin'
                  | 'molluscs'
                )[]
              | null;
            business: {
              /** Format: uuid */
              id: string;
            };
            /** Format: date-time */
            created_at: string;
            description: string | null;
            dietary: ('vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher')[];
            enabled: boolean;
            /** Format: uuid */
            id: string;
            image: string | null;
            image_thumb_url: string | null;
            image_url: string | null;
            name: string;
            price: string;
            sold_out: boolean;
            translations: {
              [key: string]: {
                [key: string]: string;
              };
            };
            updated_at: string | null;
            variants: {
              name: string;
              price: string;
              translations: {
                [key: string]: {
                  [key: string]: string;
                };
              };
            }[];
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getPublicBusinessesById: {
    parameters: {
      query?: {
        lang?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            business: {
              currency: string;
              facebook: string | null;
              /** Format: uuid */
              id: string;
              instagram: string | null;
              languages: (
                'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja'
              )[];
              logo_thumb_url: string | null;
              logo_url: string | null;
              name: string;
              phone: string | null;
              slug: string | null;
              twitter: string | null;
              website: string | null;
              whatsapp: string | null;
            };
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            language:
              'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
            menus: {
              hours: {
                days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                from: string;
                to: string;
              }[];
              /** Format: uuid */
              id: string;
              name: string;
              next_open: string | null;
              open: boolean;
              slug: string | null;
              untranslated?: 'name'[];
            }[];
            theme: {
              backgroundColor: string;
              /** Format: uri */
              backgroundImage?: string;
              /** @enum {string} */
              backgroundType: 'solid' | 'gradient' | 'image';
              cardBackground: string;
              /** @enum {string} */
              cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
              /** Format: date-time */
              createdAt?: string;
              /** @enum {string} */
              fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
              /** @enum {string} */
              gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
              gradientFrom?: string;
              gradientTo?: string;
              /** @enum {string} */
              headerSize: 'sm' | 'md' | 'lg' | 'xl';
              id: string;
              /** @enum {string} */
              priceSize: 'sm' | 'md' | 'lg';
              primaryColor: string;
              secondaryColor: string;
              /** @enum {string} */
              spacing: 'compact' | 'normal' | 'spacious';
              subtextColor: string;
              textColor: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            time_zone: string;
          };
        };
      };
      /** @description Not modified since the copy the client holds */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getPublicMenusById: {
    parameters: {
      query?: {
        lang?: string;
        part?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                availability: {
                  next_open: string | null;
                  open: boolean;
                  open_now: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    slug: string | null;
                    untranslated?: 'name'[];
                  }[];
                  time_zone: string;
                };
                business: {
                  currency: string;
                  facebook: string | null;
                  /** Format: uuid */
                  id: string;
                  instagram: string | null;
                  languages: (
                    | 'en'
                    | 'es'
                    | 'fr'
                    | 'de'
                    | 'it'
                    | 'pt'
                    | 'ca'
                    | 'eu'
                    | 'gl'
                    | 'nl'
                    | 'zh'
                    | 'ja'
                  )[];
                  logo_thumb_url: string | null;
                  logo_url: string | null;
                  name: string;
                  phone: string | null;
                  slug: string | null;
                  twitter: string | null;
                  website: string | null;
                  whatsapp: string | null;
                };
                categories: {
                  /** Format: uuid */
                  id: string;
                  name: string;
                  products: {
                    allergens:
                      | (
                          | 'gluten'
                          | 'crustaceans'
                          | 'eggs'
                          | 'fish'
                          | 'peanuts'
                          | 'soybeans'
                          | 'milk'
                          | 'nuts'
                          | 'celery'
                          | 'mustard'
                          | 'sesame'
                          | 'sulphites'
                          | 'lupin'
                          | 'molluscs'
                        )[]
                      | null;
                    description: string | null;
                    dietary: (
                      'vegetarian' | 'vegan' | 'gluten_free' | 'spicy' | 'halal' | 'kosher'
                    )[];
                    /** Format: uuid */
                    id: string;
                    image_height: number | null;
                    image_url: string | null;
                    image_width: number | null;
                    name: string;
                    price: string;
                    sold_out: boolean;
                    thumb_url: string | null;
                    untranslated?: ('name' | 'description')[];
                    variants: {
                      name: string;
                      price: string;
                      untranslated?: 'name'[];
                    }[];
                  }[];
                  untranslated?: 'name'[];
                }[];
                /** @enum {boolean} */
                enabled: true;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                language:
                  'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ca' | 'eu' | 'gl' | 'nl' | 'zh' | 'ja';
                name: string;
                part?: {
                  count: number;
                  current: number;
                };
                slug: string | null;
                theme: {
                  backgroundColor: string;
                  /** Format: uri */
                  backgroundImage?: string;
                  /** @enum {string} */
                  backgroundType: 'solid' | 'gradient' | 'image';
                  cardBackground: string;
                  /** @enum {string} */
                  cornerRadius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
                  /** Format: date-time */
                  createdAt?: string;
                  /** @enum {string} */
                  fontFamily: 'inter' | 'roboto' | 'playfair' | 'dancing-script' | 'nunito';
                  /** @enum {string} */
                  gradientDirection: 'to-r' | 'to-br' | 'to-b' | 'to-bl';
                  gradientFrom?: string;
                  gradientTo?: string;
                  /** @enum {string} */
                  headerSize: 'sm' | 'md' | 'lg' | 'xl';
                  id: string;
                  /** @enum {string} */
                  priceSize: 'sm' | 'md' | 'lg';
                  primaryColor: string;
                  secondaryColor: string;
                  /** @enum {string} */
                  spacing: 'compact' | 'normal' | 'spacious';
                  subtextColor: string;
                  textColor: string;
                  /** Format: date-time */
                  updatedAt?: string;
                };
                untranslated?: 'name'[];
              }
            | {
                /** @enum {boolean} */
                enabled: false;
              };
        };
      };
      /** @description Not modified since the copy the client holds */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: {
              total_categories: number;
              total_menus: number;
              total_products: number;
            };
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getStatsByBusinessId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total_categories: number;
            total_menus: number;
            total_products: number;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getStatsByBusinessIdViews: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            days: {
              day: string;
              views: number;
            }[];
            devices: {
              /** @enum {string} */
              device: 'phone' | 'tablet' | 'desktop';
              views: number;
            }[];
            from: string;
            languages: {
              language: string;
              views: number;
            }[];
            sources: {
              /** @enum {string} */
              source: 'qr' | 'link';
              views: number;
            }[];
            time_zone: string;
            to: string;
            top_menus: {
              /** Format: uuid */
              id: string;
              name: string;
              views: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postWebhookDeliveriesByIdResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Accepted: the work is queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            delivered_at: string | null;
            /** Format: uuid */
            endpoint_id: string;
            /** @enum {string} */
            event:
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
              | 'ping';
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_status: number | null;
            /** Format: date-time */
            next_attempt_at: string;
            /** @enum {string} */
            state: 'queued' | 'sending' | 'delivered' | 'failed';
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Conflicts with what is stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            business_id: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            events: (
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
            )[];
            /** Format: uuid */
            id: string;
            last_delivery: {
              attempts: number;
              /** Format: date-time */
              created_at: string;
              delivered_at: string | null;
              /** Format: uuid */
              endpoint_id: string;
              /** @enum {string} */
              event:
                | 'business.changed'
                | 'menu.changed'
                | 'category.changed'
                | 'product.changed'
                | 'product.sold_out'
                | 'product.back_in_stock'
                | 'ping';
              /** Format: uuid */
              id: string;
              last_error: string | null;
              last_status: number | null;
              /** Format: date-time */
              next_attempt_at: string;
              /** @enum {string} */
              state: 'queued' | 'sending' | 'delivered' | 'failed';
            } | null;
            updated_at: string | null;
            url: string;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  deleteWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  patchWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled?: boolean;
          events?: (
            | 'business.changed'
            | 'menu.changed'
            | 'category.changed'
            | 'product.changed'
            | 'product.sold_out'
            | 'product.back_in_stock'
          )[];
          url?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            business_id: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            events: (
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
            )[];
            /** Format: uuid */
            id: string;
            last_delivery: {
              attempts: number;
              /** Format: date-time */
              created_at: string;
              delivered_at: string | null;
              /** Format: uuid */
              endpoint_id: string;
              /** @enum {string} */
              event:
                | 'business.changed'
                | 'menu.changed'
                | 'category.changed'
                | 'product.changed'
                | 'product.sold_out'
                | 'product.back_in_stock'
                | 'ping';
              /** Format: uuid */
              id: string;
              last_error: string | null;
              last_status: number | null;
              /** Format: date-time */
              next_attempt_at: string;
              /** @enum {string} */
              state: 'queued' | 'sending' | 'delivered' | 'failed';
            } | null;
            updated_at: string | null;
            url: string;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  getWebhooksByIdDeliveries: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            delivered_at: string | null;
            /** Format: uuid */
            endpoint_id: string;
            /** @enum {string} */
            event:
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
              | 'ping';
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_status: number | null;
            /** Format: date-time */
            next_attempt_at: string;
            /** @enum {string} */
            state: 'queued' | 'sending' | 'delivered' | 'failed';
          }[];
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postWebhooksByIdPing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Accepted: the work is queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            delivered_at: string | null;
            /** Format: uuid */
            endpoint_id: string;
            /** @enum {string} */
            event:
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
              | 'ping';
            /** Format: uuid */
            id: string;
            last_error: string | null;
            last_status: number | null;
            /** Format: date-time */
            next_attempt_at: string;
            /** @enum {string} */
            state: 'queued' | 'sending' | 'delivered' | 'failed';
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
  postWebhooksByIdRotateSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            business_id: string;
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            events: (
              | 'business.changed'
              | 'menu.changed'
              | 'category.changed'
              | 'product.changed'
              | 'product.sold_out'
              | 'product.back_in_stock'
            )[];
            /** Format: uuid */
            id: string;
            last_delivery: {
              attempts: number;
              /** Format: date-time */
              created_at: string;
              delivered_at: string | null;
              /** Format: uuid */
              endpoint_id: string;
              /** @enum {string} */
              event:
                | 'business.changed'
                | 'menu.changed'
                | 'category.changed'
                | 'product.changed'
                | 'product.sold_out'
                | 'product.back_in_stock'
                | 'ping';
              /** Format: uuid */
              id: string;
              last_error: string | null;
              last_status: number | null;
              /** Format: date-time */
              next_attempt_at: string;
              /** @enum {string} */
              state: 'queued' | 'sending' | 'delivered' | 'failed';
            } | null;
            secret: string;
            updated_at: string | null;
            url: string;
          };
        };
      };
      /** @description Invalid input, with a message per field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not signed in, or the token expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            error: string;
            fields?: {
              [key: string]: {
                code: string;
                message: string;
                params?: {
                  [key: string]: string | number;
                };
              };
            };
            message: string;
            params?: {
              [key: string]: string | number;
            };
            statusCode: number;
          };
        };
      };
    };
  };
}

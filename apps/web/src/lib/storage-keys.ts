/** Every key Carta keeps in the browser (docs/product.md §3 "Local settings"). */
export const storageKeys = {
  user: 'carta.user',
  rememberMe: 'carta.remember-me',
  language: 'carta.language',
  sidebarCollapsed: 'carta.sidebar-collapsed',
  selectedBusiness: 'carta.selected-business',
  /** Session storage: the account an admin is impersonating. */
  impersonate: 'carta.impersonate',
  /** Session storage: its e-mail, for the banner. */
  impersonateEmail: 'carta.impersonate-email',
} as const;

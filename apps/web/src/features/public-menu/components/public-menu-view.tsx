// STUB — replaced by the public menu view work. Signature is the contract.
import type { PublicMenu } from '@carta/shared/core';
import type { PublicMenuTexts, ShareTexts } from '../types';

export interface PublicMenuViewProps {
  menu: PublicMenu;
  texts: PublicMenuTexts;
  shareTexts: ShareTexts;
  /** APP_URL/m/:menuId: what the Share control shares. */
  shareUrl: string;
  /** Carta's home (APP_URL) for the powered-by link, and the support address of the contact link. */
  homeUrl: string;
  supportEmail: string;
  /** Inside the theme editor: a contained, non-interactive rendering of sample data. */
  preview?: boolean;
}

export function PublicMenuView({ menu }: PublicMenuViewProps) {
  return <div className="pm">{menu.enabled ? menu.name : null}</div>;
}

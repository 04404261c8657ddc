// STUB — replaced by the Share control work. Signature is the contract.
import type { ShareNotice, ShareTarget, ShareTexts } from '../../types';

export interface ShareControlProps {
  target: ShareTarget;
  texts: ShareTexts;
  /** Where to show 'Failed to copy' and similar; without it the control shows them itself. */
  onNotify?: (notice: ShareNotice) => void;
  /** Extra classes for the trigger button (the dashboard passes its button look). */
  triggerClassName?: string;
}

export function ShareControl({ texts, triggerClassName }: ShareControlProps) {
  return (
    <button type="button" className={triggerClassName}>
      {texts.button}
    </button>
  );
}

import { useEffect, useId, useRef, type CSSProperties } from 'react';
import type { PublicMenuProduct } from '@carta/shared/core';
import { Icon } from './icons';

interface PhotoDialogProps {
  /** The product whose large photo is shown; null keeps the dialog closed. */
  photo: PublicMenuProduct | null;
  closeLabel: string;
  /** Called once the dialog has closed (close button, Escape or a click on the backdrop). */
  onClosed: () => void;
}

/**
 * A product's large photo in a native modal dialog: the browser traps focus, closes it on Escape
 * and shows it above everything (also inside the theme editor's preview box). The image keeps its
 * space before it loads (its size comes with the menu) and scales down to fit the viewport.
 */
export function PhotoDialog({ photo, closeLabel, onClosed }: PhotoDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (photo && dialog && !dialog.open) dialog.showModal();
  }, [photo]);

  const close = () => ref.current?.close();
  const width = photo?.image_width;
  const height = photo?.image_height;
  const size =
    width && height ? ({ '--pm-w': String(width), '--pm-h': String(height) } as CSSProperties) : {};

  return (
    // A click outside the photo lands on the dialog itself (its backdrop) and closes it; Escape
    // and the close button are the keyboard ways.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="pm-dialog"
      aria-labelledby={photo ? titleId : undefined}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {photo?.image_url ? (
        <div className="pm-dialog-body">
          <div className="pm-dialog-bar">
            <h2 id={titleId} className="pm-dialog-title">
              {photo.name}
            </h2>
            <button
              type="button"
              className="pm-icon-button"
              aria-label={closeLabel}
              title={closeLabel}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          </div>
          <img
            className={width && height ? 'pm-photo pm-photo--sized' : 'pm-photo'}
            style={size}
            src={photo.image_url}
            width={width ?? undefined}
            height={height ?? undefined}
            alt={photo.name}
            decoding="async"
          />
        </div>
      ) : null}
    </dialog>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  COPIED_INDICATOR_MS,
  QR_DOWNLOAD_SIZE_PX,
  QR_ERROR_CORRECTION,
  QR_SIZE_PX,
  qrAddress,
  qrDownloadFileName,
} from '@carta/shared/core';
import { fill } from '../../lib/fill';
import type { ShareNotice, ShareTarget, ShareTexts } from '../../types';

/*
 * Runs in the dashboard (React) and on the public menu page (Preact, server-rendered then
 * hydrated): plain hooks only, nothing read from window or navigator while rendering, no portal.
 * Styles: share.css (classes pm-share-*), imported by each entry point.
 */

export interface ShareControlProps {
  target: ShareTarget;
  texts: ShareTexts;
  /** Where to show 'Failed to copy' and similar; without it the control shows them itself. */
  onNotify?: (notice: ShareNotice) => void;
  /** Extra classes for the trigger button (the dashboard passes its button look). */
  triggerClassName?: string;
}

interface QrImages {
  /** PNG at QR_SIZE_PX, shown in the dialog. */
  shown: string;
  /** PNG at QR_DOWNLOAD_SIZE_PX. */
  png: string;
  svg: string;
}

type QrState = { url: string; images: QrImages } | { url: string; failed: true };

/**
 * The QR code of `url`, made on this device; `qrcode` is loaded only now (not in the page's JS).
 * It encodes the address with `?src=qr`, so that views from it count as QR views
 * (docs/product.md, "Menu views"); the link shown and copied stays without it.
 */
async function makeQr(url: string): Promise<QrImages> {
  const loaded = await import('qrcode');
  const QRCode = loaded.default ?? loaded;
  const options = { errorCorrectionLevel: QR_ERROR_CORRECTION, margin: 4 } as const;
  const encoded = qrAddress(url);
  const [shown, png, svg] = await Promise.all([
    QRCode.toDataURL(encoded, { ...options, width: QR_SIZE_PX }),
    QRCode.toDataURL(encoded, { ...options, width: QR_DOWNLOAD_SIZE_PX }),
    QRCode.toString(encoded, { ...options, type: 'svg', width: QR_DOWNLOAD_SIZE_PX }),
  ]);
  return { shown, png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/** The Clipboard API, else the old selection copy (plain http on a local network has no API). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch (error) {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    let copied = false;
    try {
      copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      copied = false;
    }
    field.remove();
    if (!copied) throw error;
  }
}

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
    <path d={path} />
  </svg>
);
const SHARE_ICON =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 0 0-6 0c0 .24.04.47.09.7L8.04 9.81A2.99 2.99 0 0 0 3 12a3 3 0 0 0 5.04 2.19l7.12 4.16c-.05.21-.08.43-.08.65a2.92 2.92 0 1 0 2.92-2.92z';
const CHECK_ICON = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/**
 * The Share control (docs/public-menu.md): a button opening a small list (native share where the device
 * has it, copy link, WhatsApp, Facebook, e-mail draft, QR code) and the QR dialog with downloads.
 */
export function ShareControl({ target, texts, onNotify, triggerClassName }: ShareControlProps) {
  const { url, menuName, businessName } = target;
  const id = useId();
  const listId = `${id}-list`;
  const titleId = `${id}-qr-title`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [open, setOpen] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  const [status, setStatus] = useState<{ text: string; shown: boolean } | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [qr, setQr] = useState<QrState | null>(null);

  const values = { menu: menuName, business: businessName, url };
  const shareText = fill(texts.shareText, values);
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(fill(texts.shareMessage, values))}`;
  const facebookHref = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const mailHref = `mailto:?subject=${encodeURIComponent(
    fill(texts.emailSubject, values),
  )}&body=${encodeURIComponent(fill(texts.emailBody, values))}`;
  const pngName = qrDownloadFileName(menuName);
  const svgName = pngName.replace(/\.png$/, '.svg');

  // The device's own share sheet exists only in some browsers; known after hydration.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only detection; server and first client render agree on false
    setCanShare(typeof navigator.share === 'function');
  }, []);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // While open: Escape closes (focus back on the button); a click or focus outside closes.
  useEffect(() => {
    if (!open) return;
    const popover = popoverRef.current;
    if (popover) {
      delete popover.dataset.align;
      const right = popover.getBoundingClientRect().right;
      if (right > document.documentElement.clientWidth) popover.dataset.align = 'end';
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close]);

  // A failure shown by the control itself stays until the next click or key press elsewhere.
  const failureShown = status?.shown === true;
  useEffect(() => {
    if (!failureShown) return;
    const dismiss = () => setStatus(null);
    document.addEventListener('pointerdown', dismiss);
    document.addEventListener('keydown', dismiss);
    return () => {
      document.removeEventListener('pointerdown', dismiss);
      document.removeEventListener('keydown', dismiss);
    };
  }, [failureShown]);

  // The QR dialog: closing (button, Escape, backdrop) returns focus to the Share button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setQrOpen(false);
      triggerRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    if (!qrOpen || qr?.url === url) return;
    let current = true;
    makeQr(url).then(
      (images) => current && setQr({ url, images }),
      () => current && setQr({ url, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [qrOpen, url, qr]);

  const toggle = () => {
    if (!open) setStatus(null);
    setOpen(!open);
  };

  const nativeShare = () => {
    close(true);
    // Rejects when the person cancels the sheet: nothing to report.
    try {
      navigator
        .share({ title: fill(texts.shareTitle, values), text: shareText, url })
        .catch(() => {});
    } catch {
      // A browser that refuses outright: the other choices remain.
    }
  };

  const copy = async () => {
    close(true);
    try {
      await copyText(url);
    } catch {
      const notice: ShareNotice = {
        title: texts.copyFailedTitle,
        description: texts.copyFailedDescription,
        variant: 'destructive',
      };
      if (onNotify) onNotify(notice);
      else setStatus({ text: `${notice.title}. ${notice.description}`, shown: true });
      return;
    }
    setCopied(true);
    setStatus({ text: texts.linkCopied, shown: false });
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => {
      setCopied(false);
      setStatus(null);
    }, COPIED_INDICATOR_MS);
  };

  const openQr = () => {
    close(false);
    if (qr && 'failed' in qr) setQr(null);
    setQrOpen(true);
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  };

  const images = qr?.url === url && 'images' in qr ? qr.images : null;
  const failed = qr?.url === url && 'failed' in qr;

  return (
    <div className="pm-share" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName || 'pm-share-trigger'}
        aria-label={copied ? undefined : `${texts.button} ${menuName}`}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={listId}
        onClick={toggle}
      >
        <Icon path={copied ? CHECK_ICON : SHARE_ICON} />
        {copied ? texts.linkCopied : texts.button}
      </button>
      <div ref={popoverRef} id={listId} className="pm-share-popover" hidden={!open}>
        <ul className="pm-share-list" aria-label={texts.menuLabel}>
          {canShare && (
            <li>
              <button type="button" className="pm-share-item" onClick={nativeShare}>
                {texts.native}
              </button>
            </li>
          )}
          <li>
            <button type="button" className="pm-share-item" onClick={() => void copy()}>
              {texts.copyLink}
            </button>
          </li>
          <li>
            <a
              className="pm-share-item"
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${texts.whatsapp} ${texts.newTab}`}
              onClick={() => close(true)}
            >
              {texts.whatsapp}
            </a>
          </li>
          <li>
            <a
              className="pm-share-item"
              href={facebookHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${texts.facebook} ${texts.newTab}`}
              onClick={() => close(true)}
            >
              {texts.facebook}
            </a>
          </li>
          <li>
            <a className="pm-share-item" href={mailHref} onClick={() => close(true)}>
              {texts.email}
            </a>
          </li>
          <li>
            <button type="button" className="pm-share-item" onClick={openQr}>
              {texts.qrCode}
            </button>
          </li>
        </ul>
      </div>
      <p role="status" className={status?.shown ? 'pm-share-status' : 'pm-share-sr'}>
        {status?.text}
      </p>
      <dialog ref={dialogRef} className="pm-share-dialog" aria-labelledby={titleId}>
        <div className="pm-share-dialog-body">
          <div className="pm-share-dialog-head">
            <h2 id={titleId} className="pm-share-dialog-title">
              {texts.qrTitle}
            </h2>
            <button
              type="button"
              className="pm-share-button"
              onClick={() => dialogRef.current?.close()}
            >
              {texts.close}
            </button>
          </div>
          <p className="pm-share-dialog-text">{fill(texts.qrDescription, values)}</p>
          <div className="pm-share-qr">
            {images ? (
              <img
                src={images.shown}
                width={QR_SIZE_PX}
                height={QR_SIZE_PX}
                alt={fill(texts.qrAlt, values)}
              />
            ) : failed ? (
              <p role="alert" className="pm-share-qr-message">
                {texts.qrFailed}
              </p>
            ) : (
              qrOpen && (
                <p role="status" className="pm-share-qr-message">
                  {texts.qrLoading}
                </p>
              )
            )}
          </div>
          <p className="pm-share-url">{url}</p>
          {images && (
            <div className="pm-share-downloads">
              <a className="pm-share-button" href={images.png} download={pngName}>
                {texts.downloadPng}
              </a>
              <a className="pm-share-button" href={images.svg} download={svgName}>
                {texts.downloadSvg}
              </a>
            </div>
          )}
        </div>
      </dialog>
    </div>
  );
}

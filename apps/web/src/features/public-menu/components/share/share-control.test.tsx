import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type * as QRCodeModule from 'qrcode';
import { COPIED_INDICATOR_MS } from '@carta/shared/core';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import type { ShareNotice } from '../../types';
import { ShareControl } from './share-control';

// The real qrcode library, with its calls recorded (loaded by the component's dynamic import).
const qr = vi.hoisted(() => ({ fail: false }));
vi.mock('qrcode', async (importOriginal) => {
  const real = await importOriginal<typeof QRCodeModule>();
  const toDataURL = vi.fn((text: string, options: object) => {
    if (qr.fail) return Promise.reject(new Error('too long'));
    return real.toDataURL(text, options);
  });
  const toString = vi.fn((text: string, options: object) => real.toString(text, options));
  const module = { ...real, toDataURL, toString };
  return { ...module, default: module };
});
const QRCode = await import('qrcode');

const target = {
  url: 'https://carta.example/m/0b9f3c1e-8d5a',
  menuName: 'Lunch & Wine',
  businessName: "Joe's Café",
};

function renderShare(
  props: { onNotify?: (notice: ShareNotice) => void; texts?: typeof en.share } = {},
) {
  return render(
    <ShareControl target={target} texts={props.texts ?? en.share} onNotify={props.onNotify} />,
  );
}

const trigger = () => screen.getByRole('button', { name: /^Share/ });
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(trigger());
  return screen.getByRole('list', { name: 'Share options' });
};

/** Width and height of a PNG data URL (IHDR). */
function pngSize(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

beforeEach(() => {
  qr.fail = false;
  vi.mocked(QRCode.toDataURL).mockClear();
  vi.mocked(QRCode.toString).mockClear();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareControl: the list', () => {
  it('is a disclosure: opens, closes on Escape with focus back on the button, and on an outside click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ShareControl target={target} texts={en.share} />
        <p>Outside</p>
      </>,
    );
    const button = trigger();
    expect(button).toHaveAccessibleName('Share Lunch & Wine');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = await openMenu(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await user.click(within(list).getByRole('button', { name: 'Copy link' }));
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the device share sheet only where navigator.share exists', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShare();
    expect(within(await openMenu(user)).queryByRole('button', { name: 'Share via…' })).toBeNull();
    unmount();

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledWith({
      title: "Lunch & Wine · Joe's Café",
      text: "Take a look at the menu Lunch & Wine of Joe's Café",
      url: target.url,
    });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders the same markup on the server whatever the browser has (no navigator during render)', () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    const html = renderToString(<ShareControl target={target} texts={en.share} />);
    expect(html).not.toContain('Share via');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<div[^>]*class="pm-share-popover" hidden=""/);
  });

  it('builds WhatsApp, Facebook and e-mail links with the encoded address and texts', async () => {
    const user = userEvent.setup();
    renderShare();
    const list = await openMenu(user);
    const whatsapp = within(list).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `Take a look at the menu Lunch & Wine of Joe's Café: ${target.url}`,
      )}`,
    );
    const facebook = within(list).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcarta.example%2Fm%2F0b9f3c1e-8d5a',
    );
    for (const link of [whatsapp, facebook]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const mail = within(list).getByRole('link', { name: 'Email' });
    expect(mail).not.toHaveAttribute('target');
    const href = mail.getAttribute('href')!;
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe("Menu Lunch & Wine of Joe's Café");
    expect(params.get('body')).toContain("the menu Lunch & Wine of Joe's Café");
    expect(params.get('body')).toContain(target.url);
    expect(href).not.toContain('+'); // spaces as %20, which every mail client reads

    await user.click(facebook);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the Spanish texts it is given', async () => {
    const user = userEvent.setup();
    renderShare({ texts: es.share });
    await user.click(screen.getByRole('button', { name: /^Compartir/ }));
    const list = screen.getByRole('list', { name: 'Opciones para compartir' });
    expect(within(list).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Correo electrónico' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent("Menú Lunch & Wine de Joe's Café")),
    );
  });
});

describe('ShareControl: copy link', () => {
  it('copies the address and shows the copied state for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();
    fireEvent.click(trigger());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(target.url);
    const button = screen.getByRole('button', { name: 'Link copied' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');

    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Link copied' })).toBeNull();
    expect(trigger()).toHaveAccessibleName('Share Lunch & Wine');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("reports 'Failed to copy' through onNotify when the clipboard refuses", async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onNotify = vi.fn();
    renderShare({ onNotify });
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith({
        title: 'Failed to copy',
        description: 'Please copy the link manually.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Link copied' })).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the failure in its own live region without onNotify (the public page)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderShare();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    // The live region is always there (empty until a failure), so wait for its text, not for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Failed to copy. Please copy the link manually.',
      ),
    );
    expect(screen.getByRole('status')).toHaveClass('pm-share-status');
    await act(() => Promise.resolve()); // the effect that listens for the next click
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('ShareControl: QR code', () => {
  it('loads qrcode only when the dialog opens and shows the QR of the address (M, 200 px)', async () => {
    const user = userEvent.setup();
    renderShare();
    expect(QRCode.toDataURL).not.toHaveBeenCalled();
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'QR code' }));

    const dialog = screen.getByRole('dialog', { name: 'QR code' });
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    const image = await within(dialog).findByRole('img', {
      name: `QR code that opens ${target.url}`,
    });
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');

    // It encodes ?src=qr, so its views count as QR views (docs/product.md, "Menu views"); the
    // address named and copied stays without it.
    expect(QRCode.toDataURL).toHaveBeenCalledWith(
      `${target.url}?src=qr`,
      expect.objectContaining({ errorCorrectionLevel: 'M', width: 200 }),
    );
    const shown = await vi.mocked(QRCode.toDataURL).mock.results[0]!.value;
    expect(image).toHaveAttribute('src', shown);
    expect(pngSize(image.getAttribute('src')!)).toEqual({ width: 200, height: 200 });
  });

  it('downloads a 400 px PNG named after the menu, and an SVG', async () => {
    const user = userEvent.setup();
    renderShare();
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code' });

    const png = await within(dialog).findByRole('link', { name: 'Download PNG' });
    expect(png).toHaveAttribute('download', 'lunch___wine_qr.png');
    expect(pngSize(png.getAttribute('href')!)).toEqual({ width: 400, height: 400 });
    expect(QRCode.toDataURL).toHaveBeenCalledWith(
      `${target.url}?src=qr`,
      expect.objectContaining({ errorCorrectionLevel: 'M', width: 400 }),
    );

    const svg = within(dialog).getByRole('link', { name: 'Download SVG' });
    expect(svg).toHaveAttribute('download', 'lunch___wine_qr.svg');
    const href = svg.getAttribute('href')!;
    expect(href.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.split(',')[1]!)).toMatch(/^<svg [^>]*width="400"/);
    expect(QRCode.toString).toHaveBeenCalledWith(
      `${target.url}?src=qr`,
      expect.objectContaining({ errorCorrectionLevel: 'M', type: 'svg' }),
    );
  });

  it('closes with its button and gives focus back to the Share button', async () => {
    const user = userEvent.setup();
    renderShare();
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code' });
    await within(dialog).findByRole('img');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(trigger()).toHaveFocus();
  });

  it('says so in the dialog when the QR code cannot be made, and tries again next time', async () => {
    qr.fail = true;
    const user = userEvent.setup();
    renderShare();
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The QR code could not be created.',
    );
    expect(within(dialog).queryByRole('link', { name: 'Download PNG' })).toBeNull();
    expect(within(dialog).getByText(target.url)).toBeInTheDocument();

    qr.fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'QR code' }));
    expect(await within(dialog).findByRole('img')).toBeInTheDocument();
  });
});

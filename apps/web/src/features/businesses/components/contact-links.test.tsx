import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { fakeBusiness } from '@/test/fixtures';
import { ContactLinks } from './contact-links';

describe('contact and social block (docs/product.md §2 /businesses/{id})', () => {
  it('is not rendered when no contact field is set', () => {
    const { container } = render(
      <ContactLinks business={fakeBusiness({ website: '', phone: '   ' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('builds each link from the stored value', () => {
    render(
      <ContactLinks
        business={fakeBusiness({
          website: 'luigis.example',
          phone: '+1 (555) 010-2030',
          whatsapp: '+34 600 11 22 33',
          instagram: '@luigis.trattoria',
          facebook: 'luigis.trattoria',
          twitter: 'luigis_tw',
        })}
      />,
    );
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(screen.getByRole('heading', { name: 'Contact and social' })).toBeInTheDocument();
    expect(href(/website/i)).toBe('https://luigis.example');
    expect(href(/phone/i)).toBe('tel:+15550102030');
    expect(href(/whatsapp/i)).toBe('https://wa.me/34600112233');
    expect(href(/instagram/i)).toBe('https://www.instagram.com/luigis.trattoria');
    expect(href(/facebook/i)).toBe('https://www.facebook.com/luigis.trattoria');
    expect(href(/twitter/i)).toBe('https://x.com/luigis_tw');
    expect(screen.getByRole('link', { name: /website/i })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('shows only the fields that are set', () => {
    render(<ContactLinks business={fakeBusiness({ instagram: 'only_insta' })} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      'https://www.instagram.com/only_insta',
    );
  });
});

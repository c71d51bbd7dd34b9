import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../../application/portal/catalogue/ports';
import enUs from '../../locales/en-us.json';
import { ProductPicture, type ProductPicturePlace } from './ProductPicture';

const image: ProductImage = {
  sources: [160, 480, 960].map((width) => ({ width: width as 160 | 480 | 960, url: `/product-images/vb-aesl-27-m.webp?w=${width}` })),
};

function renderPicture(place: ProductPicturePlace, picture: ProductImage | null = image) {
  return render(
    <IntlProvider locale="en-us" messages={enUs}>
      <ProductPicture image={picture} name="Velocita Aero SL 2027 M" place={place} />
    </IntlProvider>,
  );
}

describe('ProductPicture', () => {
  it('loads lazily, named after the product, at a fixed size', () => {
    renderPicture('card');
    const picture = screen.getByRole('img', { name: 'Picture of Velocita Aero SL 2027 M' });
    expect([picture.getAttribute('loading'), picture.getAttribute('decoding'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['lazy', 'async', '320', '240']);
  });

  it('offers a card the widths that fill it on 1× and 2× screens, the narrower one as its source', () => {
    renderPicture('card');
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('srcset')).toBe('/product-images/vb-aesl-27-m.webp?w=480 480w, /product-images/vb-aesl-27-m.webp?w=960 960w');
    expect(picture.getAttribute('src')).toBe('/product-images/vb-aesl-27-m.webp?w=480');
    expect(picture.getAttribute('sizes')).toBe('(max-width: 320px) 100vw, 320px');
  });

  it('offers a line picture only the narrowest width', () => {
    renderPicture('line');
    expect(screen.getByRole('img').getAttribute('srcset')).toBe('/product-images/vb-aesl-27-m.webp?w=160 160w');
  });

  it('keeps an empty frame, and no image, for a product without a picture', () => {
    const { container } = renderPicture('page', null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.product-picture--page.product-picture--none')).not.toBeNull();
  });
});

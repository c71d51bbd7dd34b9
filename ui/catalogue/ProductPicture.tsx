import { defineMessages, useIntl } from 'react-intl';
import type { ProductImage } from '../../application/portal/catalogue/ports';
import { productImageHeight, srcsetWidths } from '../../domain/catalogue/product-image';
import './catalogue.css';

const messages = defineMessages<{ alt: { name: string } }>({
  alt: { id: 'product_picture_alt', defaultMessage: 'Picture of {name}' },
});

/**
 * How wide, in CSS pixels, a product picture is shown in each place: beside a cart or fast-order line, on a card
 * of a listing, on the product page. A narrower screen shows it at most as wide as the screen.
 */
export const PRODUCT_PICTURE_WIDTHS = { line: 64, card: 320, page: 480 } as const;
export type ProductPicturePlace = keyof typeof PRODUCT_PICTURE_WIDTHS;

/**
 * A product's picture, loaded only when it nears the screen, in the rendered width that suits the screen's density.
 * Its width and height are fixed, so the page does not move when it arrives; a product without a picture keeps the
 * same empty frame.
 */
export function ProductPicture({ image, name, place }: { image: ProductImage | null; name: string; place: ProductPicturePlace }) {
  const intl = useIntl();
  const width = PRODUCT_PICTURE_WIDTHS[place];
  const height = productImageHeight(width);
  const className = `product-picture product-picture--${place}`;
  const offered = srcsetWidths(width);
  const sources = image?.sources.filter((source) => offered.includes(source.width)) ?? [];
  if (sources.length === 0) return <span className={`${className} product-picture--none`} />;
  return (
    <img
      className={className}
      src={sources[0]!.url}
      srcSet={sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
      sizes={`(max-width: ${width}px) 100vw, ${width}px`}
      width={width}
      height={height}
      alt={intl.formatMessage(messages.alt, { name })}
      loading="lazy"
      decoding="async"
    />
  );
}

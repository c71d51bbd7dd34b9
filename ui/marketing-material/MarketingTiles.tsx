import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MarketingCategory, MarketingImage } from '../../application/portal/marketing-material/ports';
import { chunksOf } from '../../domain/marketing-material/marketing-material';
import { marketingMessages } from './marketing-material-messages';

/** Tiles in rows of `perLine` (the category's items per line; chunks of 4 by default), each a link with a picture. */
function TileRows<T extends { id: string }>({ items, perLine, label, tile }: { items: readonly T[]; perLine?: number; label: string; tile: (item: T) => { href: string; title: string; picture: string | null; note?: string } }) {
  return (
    <ul className="marketing-tiles" aria-label={label}>
      {chunksOf(items, perLine).map((row) => (
        <li key={row[0]!.id} className="marketing-tiles__row">
          <ul className="marketing-tiles__items" style={{ gridTemplateColumns: `repeat(${perLine ?? 4}, minmax(0, 1fr))` }}>
            {row.map((item) => {
              const shown = tile(item);
              return (
                <li key={item.id} className="marketing-tile">
                  <Link className="marketing-tile__link" href={shown.href}>
                    {shown.picture ? <img className="marketing-tile__picture" src={shown.picture} alt="" loading="lazy" /> : <span className="marketing-tile__picture marketing-tile__picture--empty" />}
                    <span className="marketing-tile__title">{shown.title}</span>
                    {shown.note && <span className="marketing-tile__note">{shown.note}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function CategoryTiles({ categories, href }: { categories: readonly MarketingCategory[]; href: (category: MarketingCategory) => string }) {
  const intl = useIntl();
  return (
    <TileRows
      items={categories}
      label={intl.formatMessage(marketingMessages.categories)}
      tile={(category) => ({ href: href(category), title: category.title, picture: category.thumbnailUrl, note: intl.formatMessage(marketingMessages.imageCount, { count: category.imageCount }) })}
    />
  );
}

export function ImageTiles({ images, perLine, href }: { images: readonly MarketingImage[]; perLine: number; href: (image: MarketingImage) => string }) {
  const intl = useIntl();
  return <TileRows items={images} perLine={perLine} label={intl.formatMessage(marketingMessages.images)} tile={(image) => ({ href: href(image), title: image.title, picture: image.thumbnailUrl })} />;
}

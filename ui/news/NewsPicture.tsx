import type { NewsItem } from '../../application/portal/news/ports';

/** A news picture in the size the screen needs (srcset of the service's sizes), or a neutral placeholder. */
export function NewsPicture({ image, sizes }: { image: NewsItem['image']; sizes: string }) {
  if (image.length === 0) return <div className="news-picture news-picture--placeholder" aria-hidden="true" />;
  const medium = image.find((size) => size.name === 'medium') ?? image[0]!;
  return (
    <img
      className="news-picture"
      src={medium.url}
      srcSet={image.map((size) => `${size.url} ${size.width}w`).join(', ')}
      sizes={sizes}
      alt=""
      loading="lazy"
    />
  );
}

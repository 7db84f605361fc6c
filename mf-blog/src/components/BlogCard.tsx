import { apiAssetUrl, Card, useRuntimeConfig, type Blog } from '@tour/shared';
import { categoryLabel, excerpt, publishedLabel } from './blogFormat';
import fallbackImage from './blog-fallback.svg';
import styles from './BlogCard.module.css';

export function BlogCard({ blog }: { blog: Blog }) {
  const config = useRuntimeConfig();
  const image = apiAssetUrl(config, blog.imageUrl) ?? fallbackImage;
  return (
    <Card as="li" padded={false} className={styles.card}>
      <img className={styles.image} src={image} alt="" width={400} height={300} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{categoryLabel(blog.categoryName)}</span>
          <span>{blog.destinationName}</span>
        </p>
        <h3 className={styles.title}>{blog.name}</h3>
        <p className={styles.excerpt}>{excerpt(blog.description)}</p>
        <p className={styles.byline}>
          By Ghumakkad · <time dateTime={blog.publishedAt}>{publishedLabel(blog)}</time>
        </p>
      </div>
    </Card>
  );
}

import { Link } from 'react-router-dom';
import {
  apiAssetUrl,
  blogDetailsPath,
  Card,
  cardParts,
  PhotoPicture,
  useRuntimeConfig,
} from '@tour/shared';
import { categoryLabel } from '@tour/shared';
import type { BlogSummary } from '@tour/shared/contracts';
import { minutesLabel, publishedLabel } from './blogFormat';
import fallbackImage from './blog-fallback.svg';
import styles from './BlogCard.module.css';

/** One blog in a grid, from its summary (no body); the whole card opens the blog. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const config = useRuntimeConfig();
  const image = apiAssetUrl(config, blog.imageUrl) ?? fallbackImage;
  return (
    <Card as="li" padded={false} interactive className={styles.card}>
      {blog.photo ? (
        <PhotoPicture
          photo={blog.photo}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className={styles.image}
          credit="hidden"
        />
      ) : (
        <img className={styles.image} src={image} alt="" width={400} height={300} loading="lazy" />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{categoryLabel(blog.categoryName)}</span>
          {blog.destinationName && <span>{blog.destinationName}</span>}
        </p>
        <h3 className={styles.title}>
          {/* The id in the URL: the post's page loads the post itself (a card has no body). */}
          <Link className={`${cardParts.link} ${styles.link}`} to={blogDetailsPath(blog)}>
            {blog.name}
          </Link>
        </h3>
        <p className={styles.excerpt}>{blog.excerpt}</p>
        <p className={styles.byline}>
          <span>By Ghumakkad</span>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.publishedAt}>{publishedLabel(blog, true)}</time>
          <span aria-hidden="true">·</span>
          <span>{minutesLabel(blog.readingMinutes)}</span>
        </p>
      </div>
    </Card>
  );
}

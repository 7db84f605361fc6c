import { Link } from 'react-router-dom';
import { apiAssetUrl, blogDetailsPath, Card, useRuntimeConfig, type Blog } from '@tour/shared';
import { categoryLabel } from '@tour/shared';
import { excerpt, publishedLabel, readingTimeLabel } from './blogFormat';
import fallbackImage from './blog-fallback.svg';
import styles from './BlogCard.module.css';

/** One blog in a grid; the whole card opens the blog. */
export function BlogCard({ blog }: { blog: Blog }) {
  const config = useRuntimeConfig();
  const image = apiAssetUrl(config, blog.imageUrl) ?? fallbackImage;
  return (
    <Card as="li" padded={false} className={styles.card}>
      <img className={styles.image} src={image} alt="" width={400} height={300} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{categoryLabel(blog.categoryName)}</span>
          {blog.destinationName && <span>{blog.destinationName}</span>}
        </p>
        <h3 className={styles.title}>
          {/* The id in the URL (reloads work), the blog itself in navigation state. */}
          <Link className={styles.link} to={blogDetailsPath(blog)} state={{ blog }}>
            {blog.name}
          </Link>
        </h3>
        <p className={styles.excerpt}>{excerpt(blog.description)}</p>
        <p className={styles.byline}>
          <span>By Ghumakkad</span>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.publishedAt}>{publishedLabel(blog, true)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeLabel(blog.description)}</span>
        </p>
      </div>
    </Card>
  );
}

import { testPhoto } from '../../testing/photo';
import { TEST_SITE_PROFILE } from '../../testing/siteProfile';
import { BLOG_EXCERPT_MAX_CHARS } from '../blogLimits';
import { blogSummarySchema, leadReceiptSchema, photoSchema, siteProfileSchema } from './index';

describe('the response schemas', () => {
  it('take the fixtures the apps test with as answers the API may give', () => {
    expect(photoSchema.safeParse(testPhoto('Dal Lake at dawn')).success).toBe(true);
    expect(siteProfileSchema.safeParse(TEST_SITE_PROFILE).success).toBe(true);
  });

  it('refuse a lead reference not in the GK-XXXXXXXX form', () => {
    expect(leadReceiptSchema.safeParse({ reference: 'GK-7QX4M2KD' }).success).toBe(true);
    expect(leadReceiptSchema.safeParse({ reference: '42' }).success).toBe(false);
  });

  it('refuse a blog excerpt longer than a card shows', () => {
    const summary = {
      id: 1,
      name: 'Ten days in Ladakh',
      imageUrl: null,
      destinationName: 'Ladakh',
      categoryName: 'ADVENTURE',
      publishedAt: '2026-05-01',
      excerpt: 'x'.repeat(BLOG_EXCERPT_MAX_CHARS),
      readingMinutes: 4,
    };
    expect(blogSummarySchema.safeParse(summary).success).toBe(true);
    const tooLong = { ...summary, excerpt: 'x'.repeat(BLOG_EXCERPT_MAX_CHARS + 1) };
    expect(blogSummarySchema.safeParse(tooLong).success).toBe(false);
  });
});

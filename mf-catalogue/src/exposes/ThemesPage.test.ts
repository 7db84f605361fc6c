import { createQueryClient } from '@tour/shared';
import { status } from './ThemesPage';

describe('the themes page’s status', () => {
  const client = createQueryClient({ server: true });
  const statusOf = (search: string) => status?.(client, { params: {}, search });

  it('is 200 for the chooser and for every theme we have', () => {
    expect(statusOf('')).toBe(200);
    expect(statusOf('?categoryId=7&themeName=Religious')).toBe(200);
    expect(statusOf('?categoryId=9')).toBe(200);
  });

  it('is 404 for a theme we do not have', () => {
    expect(statusOf('?categoryId=42')).toBe(404);
    expect(statusOf('?categoryId=religious')).toBe(404);
    expect(statusOf('?categoryId=')).toBe(404);
  });
});

/** Field schemas the API's answers share, so each says what it is in one place. */
import { z } from 'zod';
import { CATEGORY_CODES } from '../constants';

/** A row id: a positive whole number. */
export const idSchema = z.number().int().positive();

export const categoryCodeSchema = z.enum(CATEGORY_CODES);

/** Text the import turned into HTML and sanitised, which pages render as it is. */
export const richTextSchema = z.string().describe('Rich text: HTML sanitised with DOMPurify.');

/**
 * Lead schemas shared by the forms (client-side checks) and the API (server-side validation),
 * so both sides reject the same input with the same messages.
 */
import { z } from 'zod';

const requiredText = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(max, { error: `Must be at most ${max} characters` });

/** The seven fields of the enquiry modal (spec §3, §5). */
export const enquirySchema = z.object({
  name: requiredText(100),
  phone: requiredText(20),
  email: requiredText(254),
  destination: requiredText(100),
  departureCity: requiredText(100),
  departureDate: requiredText(30),
  people: z.coerce
    .number({ error: 'Required' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: 'At least 1 person' })
    .max(50, { error: 'At most 50 people' }),
});
export type EnquiryPayload = z.infer<typeof enquirySchema>;

/** The request-to-book payload (spec §3), with the fixed values of spec §9. */
export const bookingSchema = z.object({
  duration: z.string().trim().max(50).optional().default(''),
  leadName: requiredText(100),
  noOfPerson: z.coerce
    .number({ error: 'This field is required' })
    .int()
    .min(1, { error: 'At least 1 person' })
    .max(50, { error: 'At most 50 people' }),
  packageDetailId: z.coerce.number().int().positive(),
  departureCity: requiredText(100),
  date: requiredText(30),
  email: requiredText(254),
  phone: requiredText(20),
  productId: z.coerce.number().int(),
  websiteId: z.string().trim().max(10),
});
export type BookingPayload = z.infer<typeof bookingSchema>;

export const assistantQuerySchema = z.object({
  inputText: z.string().trim().min(1, { error: 'inputText is required' }).max(500),
});

export const blogQuerySchema = z.object({
  destinationId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().min(1).max(9).optional(),
});

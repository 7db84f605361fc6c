import type { ComponentProps } from 'react';
import { PHONE_PREFIX } from '@tour/shared';
import { FormField } from './FormField';

type Props = Omit<ComponentProps<typeof FormField>, 'label' | 'adornment' | 'hint'> & {
  /** What is in the field now, to drop the +91 once the visitor types their own code. */
  typed: string | undefined;
};

/** Typed with its own country code (+ or 00), a number is not under the fixed +91. */
const hasCountryCode = (typed: string | undefined) => /^\s*(\+|00)/.test(typed ?? '');

/**
 * The phone field of the lead forms: the spec's fixed +91 in front, and room for a visitor
 * abroad, who starts with + and their country code (the shared schema reads both).
 */
export function PhoneField({ typed, ...input }: Props) {
  return (
    <FormField
      label="Phone number"
      type="tel"
      autoComplete="tel"
      adornment={hasCountryCode(typed) ? undefined : PHONE_PREFIX}
      hint="From abroad? Start with + and your country code."
      {...input}
    />
  );
}

/** GET /release-health: how each version of each remote fares (see ../releaseHealth.ts). */
import { z } from 'zod';

const countSchema = z.number().int().nonnegative();

/** One version's figures over the window asked for. */
export const versionHealthSchema = z.object({
  remote: z.string().describe("A remote's key in /remotes.json, e.g. blog."),
  version: z.string(),
  pageViews: countSchema.describe('Page views the browsers reported with this version.'),
  /** Failed to load or threw. */
  slotFailures: countSchema.describe(
    "Of those, the ones where this remote's slot failed or threw.",
  ),
  renders: countSchema.describe('Pages the render server rendered with this version.'),
  renderFailures: countSchema.describe('Of those, the ones where rendering this remote threw.'),
  /** The share of this version's showings that failed, by either side (failureRateOf). */
  failureRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe(
      '(slotFailures + renderFailures) / (pageViews + renders); null with nothing counted.',
    ),
});
export type VersionHealth = z.infer<typeof versionHealthSchema>;

/** The window the figures cover is whole minutes, as ISO times. */
export const releaseHealthSchema = z.object({
  since: z.iso.datetime().describe("The window's first minute (its start)."),
  until: z.iso.datetime().describe("The window's last minute (its start): the current minute."),
  versions: z
    .array(versionHealthSchema)
    .describe(
      'The versions of the remote counted in the window: the 20 shown most (page views and renders), ordered by version.',
    ),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

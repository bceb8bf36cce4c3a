/** Which files each kind of media slot accepts, and how large; the gateway enforces it, the forms check it first. */
export type MediaKind = 'image' | 'video';

const MB = 1024 * 1024;

export const MEDIA_RULES: Record<MediaKind, { maxBytes: number; mimeTypes: string[]; description: string }> = {
  image: {
    maxBytes: 5 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    description: 'an image (PNG, JPEG, WebP or GIF)',
  },
  video: {
    maxBytes: 50 * MB,
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    description: 'a video (MP4, WebM or MOV)',
  },
};

/**
 * What a file of the wrong type is told: only the kinds its slot takes, so an image slot never speaks of
 * videos. A field that takes either kind (a product's upload, before its slot is known) names both.
 */
export const wrongMediaTypeMessage = (label: string, kinds: readonly MediaKind[]) =>
  `${label} must be ${kinds.map((kind) => MEDIA_RULES[kind].description).join(' or ')}`;

/** The message for a file that does not fit its slot, or null when it fits. */
export function mediaProblem(kind: MediaKind, label: string, file: { type: string; size: number }): string | null {
  const rule = MEDIA_RULES[kind];
  if (!rule.mimeTypes.includes(file.type)) return wrongMediaTypeMessage(label, [kind]);
  if (file.size > rule.maxBytes) return `${label} is larger than the ${rule.maxBytes / MB} MB limit`;
  return null;
}

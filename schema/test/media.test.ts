import { expect, it } from 'vitest';

import { mediaProblem, wrongMediaTypeMessage } from '../rules/media';

it('accepts images in image slots and videos in the video slot only', () => {
  expect(mediaProblem('image', 'Image 1', { type: 'image/png', size: 1000 })).toBeNull();
  expect(mediaProblem('image', 'Image 2', { type: 'video/mp4', size: 1000 })).toBe(
    'Image 2 must be an image (PNG, JPEG, WebP or GIF)',
  );
  expect(mediaProblem('video', 'Video', { type: 'image/png', size: 1000 })).toBe(
    'Video must be a video (MP4, WebM or MOV)',
  );
  expect(mediaProblem('image', 'Image 3', { type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
    'Image 3 is larger than the 5 MB limit',
  );
  expect(mediaProblem('video', 'Video', { type: 'video/mp4', size: 50 * 1024 * 1024 })).toBeNull();
});

it('tells a wrong file only of the kinds its slot takes', () => {
  expect(wrongMediaTypeMessage('Image', ['image'])).toBe('Image must be an image (PNG, JPEG, WebP or GIF)');
  expect(wrongMediaTypeMessage('image0', ['image', 'video'])).toBe(
    'image0 must be an image (PNG, JPEG, WebP or GIF) or a video (MP4, WebM or MOV)',
  );
});

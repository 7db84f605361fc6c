import {
  asLandscape,
  landscapeOfImage,
  pictureOfImage,
  previewPng,
  previewSvg,
} from './preview-images';

describe('landscapeOfImage and pictureOfImage', () => {
  it.each([
    ['/images/beach.svg', 'beach', 'beach'],
    ['/images/beach-v7.svg', 'beach', 'beach-v7'],
    ['https://api.example/images/wildlife-v20.svg', 'wildlife', 'wildlife-v20'],
    // Not one of ours: city's, as the /images links fall back on.
    ['/images/beach-v21.svg', 'city', 'city'],
    ['/images/beach-v0.svg', 'city', 'city'],
    ['/images/nope-v1.svg', 'city', 'city'],
    ['/images/ocean.svg', 'city', 'city'],
    ['/uploads/photo.jpg', 'city', 'city'],
    [null, 'city', 'city'],
    [undefined, 'city', 'city'],
  ])('reads %s as %s, drawn from %s', (path, landscape, picture) => {
    expect(landscapeOfImage(path)).toBe(landscape);
    expect(pictureOfImage(path)).toBe(picture);
  });

  it('leaves asLandscape as it was', () => {
    expect(asLandscape('snow')).toBe('snow');
    expect(asLandscape('snow-v1')).toBe('city');
  });
});

describe('previewPng', () => {
  it("draws a package's preview from its own variant, each once", async () => {
    expect(previewSvg('beach-v3')).not.toBe(previewSvg('beach'));
    expect(previewSvg('beach-v3')).toContain('at dusk');
    const drawing = previewPng('beach-v3');
    expect(previewPng('beach-v3')).toBe(drawing);
    const variant = await drawing;
    expect(variant.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(variant.equals(await previewPng('beach'))).toBe(false);
  });

  it('draws an unknown picture as city, under the one cache entry', () => {
    expect(previewPng('beach-v99')).toBe(previewPng('city'));
  });
});

import { embedVideos, toVideoEmbed } from '../../../../src/features/content/video';

describe('toVideoEmbed', () => {
  const nocookie = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';

  it('converts watch, embed and youtu.be links to the privacy-enhanced embed', () => {
    expect(toVideoEmbed('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toEqual({ id: 'M7lc1UVf-VE', src: nocookie });
    expect(toVideoEmbed('https://youtube.com/watch?feature=share&v=M7lc1UVf-VE')?.src).toBe(nocookie);
    expect(toVideoEmbed('https://m.youtube.com/watch?v=M7lc1UVf-VE')?.src).toBe(nocookie);
    expect(toVideoEmbed('https://www.youtube.com/embed/M7lc1UVf-VE')?.src).toBe(nocookie);
    expect(toVideoEmbed('https://youtu.be/M7lc1UVf-VE')?.src).toBe(nocookie);
    expect(toVideoEmbed('http://youtu.be/M7lc1UVf-VE?si=abc')?.src).toBe(nocookie);
  });

  it('keeps a start time', () => {
    expect(toVideoEmbed('https://youtu.be/M7lc1UVf-VE?t=90')?.src).toBe(`${nocookie}?start=90`);
    expect(toVideoEmbed('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m5s')?.src).toBe(`${nocookie}?start=65`);
  });

  it('refuses other hosts, malformed ids and non-video pages', () => {
    expect(toVideoEmbed('https://vimeo.com/123456')).toBeNull();
    expect(toVideoEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(toVideoEmbed('https://www.youtube.com/watch?v=M7lc1UVf-VE"onload=')).toBeNull();
    expect(toVideoEmbed('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(toVideoEmbed('https://youtube.com.evil.example/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(toVideoEmbed('javascript:alert(1)')).toBeNull();
    expect(toVideoEmbed('/about/huong-dan-thue-do')).toBeNull();
  });
});

describe('embedVideos', () => {
  it('replaces a paragraph holding only a video link with a lazy, titled 16:9 frame', () => {
    const html = embedVideos('<p>Xem video.</p><p><a href="https://youtu.be/M7lc1UVf-VE" rel="noopener noreferrer" target="_blank">Video: cách đặt thuê</a></p>', 'frame');
    expect(html).toContain('<div class="frame"><iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
    expect(html).toContain('title="Video: cách đặt thuê"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('<a ');
  });

  it('leaves links in running text and other links alone', () => {
    const inline = '<p>Xem <a href="https://youtu.be/M7lc1UVf-VE">video</a> này.</p>';
    expect(embedVideos(inline, 'frame')).toBe(inline);
    const other = '<p><a href="/customer-care/giao-hang">Giao hàng</a></p>';
    expect(embedVideos(other, 'frame')).toBe(other);
  });
});

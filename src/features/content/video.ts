/**
 * Video links in content pages become privacy-enhanced YouTube embeds (youtube-nocookie.com).
 * Accepts `https://www.youtube.com/watch?v=ID`, `https://www.youtube.com/embed/ID`,
 * `https://youtu.be/ID` (with or without www/m, http or https, extra query parameters).
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

export interface VideoEmbed {
  id: string;
  /** The iframe src. */
  src: string;
}

/** Whole seconds from `t=90`, `t=1m30s`, `start=90`; 0 when absent or unreadable. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

export function toVideoEmbed(url: string): VideoEmbed | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = parsed.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const parts = parsed.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch' && parts.length === 1) id = parsed.searchParams.get('v');
    else if ((parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') && parts.length === 2) id = parts[1] ?? null;
  }
  if (!id || !VIDEO_ID.test(id)) return null;
  const start = startSeconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
  return { id, src: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}` };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeBasic(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The markup of one responsive 16:9 embed (class names from the content stylesheet). */
export function videoEmbedHtml(embed: VideoEmbed, title: string, frameClass: string): string {
  return (
    `<div class="${frameClass}"><iframe src="${escapeAttribute(embed.src)}" title="${escapeAttribute(title)}" loading="lazy" ` +
    'allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ' +
    'referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></div>'
  );
}

/**
 * Sanitised content HTML with every paragraph that holds nothing but a video link replaced by an
 * embed. Links inside running text stay links. Input is the server's canonical sanitised markup.
 */
export function embedVideos(html: string, frameClass: string): string {
  return html.replace(/<p>\s*<a href="([^"]*)"[^>]*>([^<]*)<\/a>\s*<\/p>/g, (whole, href: string, label: string) => {
    const embed = toVideoEmbed(decodeBasic(href));
    if (!embed) return whole;
    const title = decodeBasic(label).trim() || 'Video';
    return videoEmbedHtml(embed, title, frameClass);
  });
}

import type { ShowcaseImage } from '@b2b/shared/contract';

/** A window's cover (public image), or a calm block with the company's first letter when it has none. */
export function Cover({
  image,
  name,
  height,
  thumb = false,
}: {
  image: ShowcaseImage | null;
  name: string;
  height: number;
  thumb?: boolean;
}) {
  const frame = { width: '100%', height, borderRadius: 8, display: 'block' } as const;
  if (image) {
    return <img src={thumb ? (image.thumbUrl ?? image.url) : image.url} alt="" style={{ ...frame, objectFit: 'cover' }} />;
  }
  return (
    <div
      aria-hidden
      style={{
        ...frame,
        background: 'linear-gradient(135deg, #1677ff 0%, #69b1ff 100%)',
        color: '#fff',
        fontSize: height / 3,
        fontWeight: 600,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {name.trim().charAt(0)}
    </div>
  );
}

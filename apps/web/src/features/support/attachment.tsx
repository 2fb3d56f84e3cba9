import type { StoredFile } from '@casino/contracts';

/**
 * A chat message's file: images as a lazy thumbnail linking to the full file, anything else
 * (PDFs) as a download link. `href` is the file's URL on the side reading it.
 */
export function Attachment({ file, href, downloadLabel }: { file: StoredFile; href: string; downloadLabel: string }) {
  return (
    <span className="support-chat__attachment">
      {file.media_type.startsWith('image/') ? (
        <a href={href} target="_blank" rel="noopener">
          <img src={href} alt={file.name} loading="lazy" decoding="async" />
        </a>
      ) : (
        <a href={href} download={file.name}>
          {downloadLabel}
        </a>
      )}
    </span>
  );
}

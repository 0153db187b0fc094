/**
 * Bounds on what the parser extracts. Email content is hostile input: every loop over it is
 * capped so that a crafted message costs at most a few tens of milliseconds.
 */
export const PARSING_LIMITS = {
  /** Default size cap of a raw message (spec: forwards above this are refused). */
  maxBytes: 10 * 1024 * 1024,
  /** How deep attached messages (message/rfc822) are unwrapped. */
  maxRfc822Depth: 3,
  /** Total MIME nodes mailparser may create for one message. */
  maxMimeNodes: 500,
  /** Header block size of one MIME node; larger blocks are trimmed before a second attempt. */
  maxHeaderBytes: 256 * 1024,
  /** Longest header line kept when trimming an oversized header block. */
  maxHeaderLineBytes: 8 * 1024,
  /** Characters of plain text kept for analysis. */
  maxTextChars: 200_000,
  /** Characters of HTML scanned (converted to text, links extracted). */
  maxHtmlChars: 1_000_000,
  /** Links kept per message. */
  maxLinks: 200,
  /** Visible text kept per link. */
  maxLinkTextChars: 200,
  /** Longest URL kept. */
  maxUrlChars: 2048,
  /** Attachments described per message. */
  maxAttachments: 50,
  /** File names listed per archive. */
  maxArchiveEntries: 200,
  /** Bytes of an HTML attachment inspected for forms. */
  maxHtmlAttachmentBytes: 2 * 1024 * 1024,
  /** Characters of a single header value kept. */
  maxHeaderValueChars: 4000,
  /** Lines of a text scanned for a forward marker. */
  maxForwardScanLines: 5000,
  /** Characters of normalised text fed to the fingerprint. */
  maxFingerprintChars: 30_000,
} as const;

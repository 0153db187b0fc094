/** The email parsing and forward extraction layer of the analysis engine. */
export { parseEmail, type ParseEmailOptions } from './parse-email';
export { EmailTooLargeError, MalformedEmailError } from './parsing.errors';
export { PARSING_LIMITS } from './parsing.limits';
export {
  computeContentIdentity,
  computeContentHash,
  computeSimhash,
  hammingDistance,
  normaliseForHash,
  SIMHASH_SIMILAR_THRESHOLD,
  type ContentIdentity,
} from './fingerprint';
export { guessLanguage } from './language';
export { extractTextUrls, linkifyBareDomains, mergeLinks } from './links';
export { parseDisplayAddress, type NamedAddress } from './address';
export { convertHtml, type HtmlConversion, type HtmlLink } from './html-text';
export { buildForward, type BuildForwardOptions, type ForwardClientStyle } from './forward-builder';

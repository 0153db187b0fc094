/** The analysis engine: parse (parsing/), analyse (pure), optionally enhance with an LLM. */
export * from './analysis.types';
export { analyze, analyzeDetailed, type EngineOptions } from './analyze';
export { validatePatternRegex } from './patterns/regex-safety';
export { patternWeight } from './patterns/pattern-matcher';
export { SIMHASH_THRESHOLD } from './known-scams/known-scam.detector';
export { loadDefaultModel } from './model/scam-model';
export { buildRecommendations } from './messages/recommendations';
export type { FindingTopic } from './detectors/finding';
export { enhanceWithLlm, llmConfigFromEnv, type LlmConfig } from './llm/llm-enhancer';

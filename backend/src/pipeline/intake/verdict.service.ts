import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { analyze, AnalysisResult, AnalyzeOptions, enhanceWithLlm, Knowledge, Language, LlmConfig, loadDefaultModel, ParsedMessage } from '../../analysis';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';

/**
 * Runs the analysis engine for the intake: the pure verdict, then the optional plain-language
 * recommendation from an OpenAI-compatible LLM (off unless LLM_BASE_URL and LLM_MODEL are set;
 * bounded by its own timeout, and any failure keeps the engine's result).
 */
@Injectable()
export class VerdictService implements OnModuleInit {
  private readonly logger = new Logger(VerdictService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Loads the statistical model at start-up rather than on the first message. */
  onModuleInit(): void {
    const model = loadDefaultModel();
    if (!model) this.logger.warn('statistical model artifact missing or stale: verdicts use the rules only');
    if (this.llm('en')) this.logger.log('LLM enhancement on');
  }

  /** `names`: the family member's names, redacted from the excerpt the LLM sees; `channel`: an email, the words of a text message, or the family member's own note. */
  async verdict(message: ParsedMessage, knowledge: Knowledge, language: Language, names: string[] = [], channel: AnalyzeOptions['channel'] = 'email'): Promise<AnalysisResult> {
    const result = analyze(message, knowledge, { language, channel });
    return enhanceWithLlm(result, message, this.llm(language), names);
  }

  private llm(language: Language): LlmConfig | null {
    const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = this.config;
    return baseUrl && model ? { baseUrl, model, apiKey, language } : null;
  }
}

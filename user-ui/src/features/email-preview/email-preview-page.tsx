import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_LEVELS, type Language, type RiskLevel } from '@scamcheck/shared';
import { renderAnalysisEmail, sampleAnalysis, sampleTextMessageAnalysis, type AnalysisEmailModel, type SampleScenario } from '@scamcheck/templates';
import { panelId, TabList, tabId } from '@/components/ui/tabs';
import { currentLanguage, isLanguage, translateValidation } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicConfig } from '@/lib/use-public-config';

/** The three verdicts on an email, and a verdict on a screenshot of a text message. */
type Scenario = SampleScenario | 'textMessage';
const SCENARIOS: readonly Scenario[] = ['dangerous', 'suspicious', 'safe', 'textMessage'];

function sampleFor(scenario: Scenario, language: Language, origin: string): AnalysisEmailModel {
  return scenario === 'textMessage' ? sampleTextMessageAnalysis(language, origin) : sampleAnalysis(scenario, language, origin);
}
type Format = 'html' | 'text';
const TABS_ID = 'preview';

interface Fields {
  riskLevel: RiskLevel;
  confidence: string;
  originalSender: string;
  originalSubject: string;
  content: string;
  recommendation: string;
}

function fieldsFrom(model: AnalysisEmailModel): Fields {
  const riskLevel = (RISK_LEVELS as readonly string[]).includes(model.riskLevel) ? (model.riskLevel as RiskLevel) : 'suspicious';
  return {
    riskLevel,
    confidence: String(Math.round(model.confidence <= 1 ? model.confidence * 100 : model.confidence)),
    originalSender: model.originalSender,
    originalSubject: model.originalSubject,
    content: model.contentExcerpt ?? '',
    recommendation: model.aiEnhancedRecommendation ?? '',
  };
}

/** Parses the confidence field; null when it is not a number from 0 to 100. */
export function parseConfidence(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 100) return null;
  return number;
}

/** /email-preview: the analysis email exactly as the backend renders it, HTML and plain text. */
export function EmailPreviewPage() {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  useDocumentTitle(t('preview.title'));
  const origin = window.location.origin;
  const [scenario, setScenario] = useState<Scenario>('dangerous');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [base, setBase] = useState<AnalysisEmailModel>(() => sampleAnalysis('dangerous', currentLanguage(), origin));
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(base));
  const [format, setFormat] = useState<Format>('html');

  const load = (next: Scenario, lang: Language) => {
    const model = sampleFor(next, lang, origin);
    setScenario(next);
    setLanguage(lang);
    setBase(model);
    setFields(fieldsFrom(model));
  };

  const confidence = parseConfidence(fields.confidence);
  const rendered = useMemo(() => {
    const model: AnalysisEmailModel = {
      ...base,
      language,
      riskLevel: fields.riskLevel,
      confidence: (confidence ?? 0) / 100,
      originalSender: fields.originalSender,
      originalSubject: fields.originalSubject,
      ...(base.textMessage ? { textMessage: { ...base.textMessage, sender: fields.originalSender } } : {}),
      contentExcerpt: fields.content,
      aiEnhancedRecommendation: fields.recommendation.trim() ? fields.recommendation : undefined,
      supportEmail: config?.supportEmail,
    };
    return renderAnalysisEmail(model);
  }, [base, language, fields, confidence, config?.supportEmail]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));

  return (
    <div className="container page preview">
      <h1 className="page__title">{t('preview.title')}</h1>
      <p className="page__intro">{t('preview.intro')}</p>
      <div className="preview__grid">
        <section className="card preview__controls" aria-labelledby="preview-fields">
          <h2 id="preview-fields" className="dashboard-card__title">
            {t('preview.fields')}
          </h2>
          <div className="field">
            <p className="field__label" id="scenario-label">
              {t('preview.scenarios')}
            </p>
            <div className="scenario-buttons" role="group" aria-labelledby="scenario-label">
              {SCENARIOS.map((item) => (
                <button
                  key={item}
                  type="button"
                  aria-pressed={scenario === item}
                  className={`button button--small scenario-button scenario-button--${item}`}
                  onClick={() => load(item, language)}
                >
                  {t(`preview.${item}`)}
                </button>
              ))}
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="preview-language">
              {t('preview.emailLanguage')}
            </label>
            <select
              id="preview-language"
              className="input select"
              value={language}
              onChange={(event) => isLanguage(event.target.value) && load(scenario, event.target.value)}
            >
              <option value="en">{t('languages.en')}</option>
              <option value="fr">{t('languages.fr')}</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="preview-risk">
              {t('preview.riskLevel')}
            </label>
            <select
              id="preview-risk"
              className="input select"
              value={fields.riskLevel}
              onChange={(event) => {
                const value = event.target.value;
                if ((RISK_LEVELS as readonly string[]).includes(value)) set('riskLevel', value as RiskLevel);
              }}
            >
              {RISK_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`preview.${level}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={confidence === null ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="preview-confidence">
              {t('preview.confidence')}
            </label>
            <input
              id="preview-confidence"
              className="input input--short"
              type="number"
              min={0}
              max={100}
              step={1}
              inputMode="numeric"
              value={fields.confidence}
              aria-invalid={confidence === null ? true : undefined}
              aria-describedby={confidence === null ? 'preview-confidence-error' : undefined}
              onChange={(event) => set('confidence', event.target.value)}
            />
            {confidence === null ? (
              <p className="field__error" id="preview-confidence-error">
                {translateValidation('confidenceRange', i18n.language)}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="preview-sender">
              {base.textMessage ? t('preview.textSender') : t('preview.originalSender')}
            </label>
            <input id="preview-sender" className="input" type="text" value={fields.originalSender} onChange={(event) => set('originalSender', event.target.value)} />
          </div>
          {base.textMessage ? null : (
            <div className="field">
              <label className="field__label" htmlFor="preview-subject">
                {t('preview.subject')}
              </label>
              <input id="preview-subject" className="input" type="text" value={fields.originalSubject} onChange={(event) => set('originalSubject', event.target.value)} />
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor="preview-content">
              {base.textMessage ? t('preview.textContent') : t('preview.content')}
            </label>
            <textarea id="preview-content" className="input textarea" rows={5} value={fields.content} onChange={(event) => set('content', event.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="preview-recommendation">
              {t('preview.recommendation')}
            </label>
            <textarea
              id="preview-recommendation"
              className="input textarea"
              rows={3}
              value={fields.recommendation}
              onChange={(event) => set('recommendation', event.target.value)}
            />
          </div>
        </section>
        <section className="card preview__output" aria-labelledby="preview-output-title">
          <h2 id="preview-output-title" className="sr-only">
            {t('preview.tabsLabel')}
          </h2>
          <TabList
            label={t('preview.tabsLabel')}
            idPrefix={TABS_ID}
            items={[
              { id: 'html', label: t('preview.html') },
              { id: 'text', label: t('preview.text') },
            ]}
            selected={format}
            onSelect={setFormat}
          />
          <p className="preview__subject">
            <strong>{t('preview.subjectLine')}</strong> <span data-testid="preview-subject">{rendered.subject}</span>
          </p>
          <div role="tabpanel" id={panelId(TABS_ID, format)} aria-labelledby={tabId(TABS_ID, format)} className="tabs__panel preview__panel">
            {format === 'html' ? (
              <iframe className="preview__frame" title={t('preview.frameTitle')} sandbox="" srcDoc={rendered.html} />
            ) : (
              <pre className="preview__text" tabIndex={0} data-testid="preview-text">
                {rendered.text}
              </pre>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

import { escapeHtml, escapeHtmlMultiline, escapeUntrusted, breakAutoLinks } from './escape-html';
import { feedbackSection, helpSection } from './family-emails.template';
import { groupReasons, type ReasonGroups } from './group-reasons';
import { getDictionary, resolveLanguage } from './i18n';
import type { Dictionary } from './i18n/dictionary';
import { fillHtml, fillText } from './interpolate';
import { renderHtmlLayout, renderTextLayout, type FooterOptions } from './layout/email-layout';
import { bulletList, detailsTable, heading, numberedList, panel, paragraph, pill, subheading } from './layout/html-components';
import { textBullets, textHeading, textNumbered } from './layout/text-components';
import { THEME } from './layout/theme';
import { confidencePercent, normalizeRiskLevel, VERDICT_PALETTES, type DisplayRiskLevel } from './risk-level';
import { sanitizeSubject, shortenExcerpt, stripControlChars, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { AnalysisEmailModel, RenderedEmail } from './types';

/** Limits on engine output we display, so one runaway analysis cannot produce a novel. */
const MAX_ITEMS = 20;
const MAX_ITEM_LENGTH = 400;
const MAX_AI_RECOMMENDATION_LENGTH = 1200;
const MAX_NAME_LENGTH = 60;
const MAX_SENDER_LENGTH = 200;

function cleanItems(items: readonly string[] | null | undefined): string[] {
  return (items ?? [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => toSingleLine(item, MAX_ITEM_LENGTH))
    .filter((item) => item.length > 0)
    .slice(0, MAX_ITEMS);
}

/** The verdict word for the subject line, e.g. "SCAM" / "ARNAQUE". */
export function verdictLabel(riskLevel: string, language: string): string {
  return getDictionary(language).analysis.verdictLabels[normalizeRiskLevel(riskLevel)];
}

/** "SCAM — Your account is locked": verdict first so it shows in the inbox list. */
export function analysisEmailSubject(riskLevel: string, originalSubject: string, language: string): string {
  const d = getDictionary(language);
  const original = toSingleLine(originalSubject, SUBJECT_PART_MAX) || d.common.noSubject;
  return sanitizeSubject(`${verdictLabel(riskLevel, language)} — ${original}`);
}

interface PreparedAnalysis {
  readonly d: Dictionary;
  readonly level: DisplayRiskLevel;
  readonly percent: number;
  readonly groups: ReasonGroups;
  readonly recommendations: string[];
  readonly aiRecommendation: string;
  readonly sender: string;
  readonly originalSubject: string;
  readonly excerpt: string;
  readonly recipientName: string;
  /** A text message: its title and sender line ('' for an email). */
  readonly text: { readonly title: string; readonly sender: string } | null;
}

function prepare(model: AnalysisEmailModel): PreparedAnalysis {
  const d = getDictionary(model.language);
  const level = normalizeRiskLevel(model.riskLevel);
  const groups = groupReasons(cleanItems(model.reasons));
  const recommendations = cleanItems(model.recommendations);
  return {
    d,
    level,
    percent: confidencePercent(model.confidence),
    groups,
    recommendations: recommendations.length > 0 ? recommendations : [...d.analysis.defaultRecommendations[level]],
    aiRecommendation: stripControlChars(model.aiEnhancedRecommendation)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_AI_RECOMMENDATION_LENGTH),
    sender: toSingleLine(model.originalSender, MAX_SENDER_LENGTH) || d.common.unknownSender,
    originalSubject: toSingleLine(model.originalSubject, SUBJECT_PART_MAX * 2) || d.common.noSubject,
    excerpt: shortenExcerpt(model.contentExcerpt, d.common.linkRemoved),
    recipientName: toSingleLine(model.recipientName, MAX_NAME_LENGTH),
    text: model.textMessage
      ? {
          title: model.textMessage.source === 'screenshot' ? d.textMessage.readScreenshotTitle : d.textMessage.readPastedTitle,
          sender: toSingleLine(model.textMessage.sender, MAX_SENDER_LENGTH) || d.textMessage.senderNotShown,
        }
      : null,
  };
}

/** The subject's second part: the email's subject, or "Text message from +1 604…" for a text. */
function subjectPart(model: AnalysisEmailModel): string {
  if (!model.textMessage) return model.originalSubject;
  const t = getDictionary(model.language).textMessage;
  const sender = toSingleLine(model.textMessage.sender, MAX_SENDER_LENGTH);
  return sender ? fillText(t.subjectFrom, { sender }) : t.subjectNoSender;
}

/** What we read of a text message, for the family member to check we read the right one. */
function textMessageHtml(p: PreparedAnalysis, text: NonNullable<PreparedAnalysis['text']>): string[] {
  const t = p.d.textMessage;
  return [
    heading(text.title),
    detailsTable([
      { label: t.senderLabel, valueHtml: escapeUntrusted(text.sender) },
      { label: t.wordsLabel, valueHtml: breakAutoLinks(escapeHtmlMultiline(p.excerpt)) },
    ]),
    paragraph(escapeHtml(t.readNote), `color:${THEME.muted};`),
  ];
}

/** The banner's headline, summary and preheader: a text message's own words, or the email's. */
function verdictWords(p: PreparedAnalysis): Pick<PreparedAnalysis['d']['textMessage'], 'headlines' | 'summaries' | 'preheaders'> {
  return p.text ? p.d.textMessage : p.d.analysis;
}

function verdictBannerHtml(p: PreparedAnalysis): string {
  const palette = VERDICT_PALETTES[p.level];
  const a = p.d.analysis;
  const font = THEME.fontFamily;
  const line = (html: string, size: string, weight: string, margin: string): string =>
    `<div style="margin:${margin};font-family:${font};font-size:${size};line-height:1.35;font-weight:${weight};color:${palette.foreground};">${html}</div>`;
  // Each fact stays on one line; on a phone the line breaks only between the two facts.
  const fact = (text: string): string => `<span style="white-space:nowrap;">${escapeHtml(text)}</span>`;
  const facts = `${fact(fillText(a.riskLevelLine, { level: a.riskLevelNames[p.level] }))} &nbsp;|&nbsp; ${fact(fillText(a.confidence, { percent: p.percent }))}`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;">` +
    `<tr><td bgcolor="${palette.background}" style="padding:22px 24px;background-color:${palette.background};border-radius:8px;">` +
    line(escapeHtml(a.verdictLabels[p.level]), '34px', 'bold', '0 0 6px 0') +
    line(escapeHtml(verdictWords(p).headlines[p.level]), '22px', 'bold', '0 0 10px 0') +
    line(escapeHtml(verdictWords(p).summaries[p.level]), '18px', 'normal', '0 0 14px 0') +
    line(facts, '17px', 'bold', '0') +
    `</td></tr></table>`
  );
}

function reasonGroupHtml(title: string, items: readonly string[], accent: string, tint: string, aiLabel?: string): string {
  if (items.length === 0) return '';
  const label = aiLabel ? pill(aiLabel, THEME.aiAccent, '#ffffff') : '';
  const itemHtml = items.map((item) => `${label}${escapeUntrusted(item)}`);
  return panel(subheading(escapeHtml(title), accent) + bulletList(itemHtml), accent, tint);
}

/** Sender, subject and beginning of the email that was checked. */
function checkedEmailHtml(p: PreparedAnalysis): string[] {
  const a = p.d.analysis;
  const blocks = [heading(a.checkedEmailTitle)];
  blocks.push(
    detailsTable([
      { label: p.d.common.fromLabel, valueHtml: escapeUntrusted(p.sender) },
      { label: p.d.common.subjectLabel, valueHtml: escapeUntrusted(p.originalSubject) },
    ]),
  );
  if (p.excerpt) {
    blocks.push(subheading(escapeHtml(a.excerptTitle), THEME.muted));
    blocks.push(
      panel(paragraph(breakAutoLinks(escapeHtmlMultiline(p.excerpt)), `color:${THEME.muted};font-style:italic;`), THEME.border, THEME.panelBackground),
    );
  }
  return blocks;
}

function renderHtml(model: AnalysisEmailModel, p: PreparedAnalysis, subject: string, footer: FooterOptions): string {
  const a = p.d.analysis;
  const blocks: string[] = [];
  blocks.push(
    paragraph(p.recipientName ? fillHtml(p.d.common.greeting, { name: p.recipientName }) : escapeHtml(p.d.common.greetingNoName)),
  );
  blocks.push(verdictBannerHtml(p));
  if (model.originalNotSeparated) {
    blocks.push(
      panel(subheading(escapeHtml(a.notSeparatedTitle), THEME.warningAccent) + paragraph(escapeHtml(a.notSeparated)), THEME.warningAccent, THEME.warningTint),
    );
  }

  blocks.push(heading(a.reasonsTitle));
  const g = p.groups;
  const groupsHtml = [
    reasonGroupHtml(a.groupCritical, g.critical, VERDICT_PALETTES.dangerous.accent, VERDICT_PALETTES.dangerous.tint),
    reasonGroupHtml(a.groupWarning, g.warning, VERDICT_PALETTES.suspicious.accent, VERDICT_PALETTES.suspicious.tint),
    reasonGroupHtml(a.groupSafe, g.safe, VERDICT_PALETTES.safe.accent, VERDICT_PALETTES.safe.tint),
    reasonGroupHtml(a.groupAi, g.ai, THEME.aiAccent, THEME.aiTint, a.aiLabel),
  ].join('');
  blocks.push(groupsHtml || paragraph(escapeHtml(a.noReasons)));

  blocks.push(heading(a.whatToDoTitle));
  blocks.push(numberedList(p.recommendations.map((item) => escapeUntrusted(item))));

  if (p.aiRecommendation) {
    blocks.push(
      panel(
        subheading(`${pill(a.aiLabel, THEME.aiAccent, '#ffffff')}${escapeHtml(a.aiRecommendationTitle)}`, THEME.aiAccent) +
          paragraph(escapeUntrusted(p.aiRecommendation)),
        THEME.aiAccent,
        THEME.aiTint,
      ),
    );
  }

  if (p.text) blocks.push(...textMessageHtml(p, p.text));
  else blocks.push(...checkedEmailHtml(p));

  const help = p.level === 'dangerous' || p.level === 'suspicious' ? helpSection(model.language, model.helpUrl) : null;
  if (help) blocks.push(help.html);
  const feedback = feedbackSection(model.language, model.feedbackLinks);
  if (feedback) blocks.push(feedback.html);

  return renderHtmlLayout({
    language: resolveLanguage(model.language),
    dictionary: p.d,
    subject,
    preheader: verdictWords(p).preheaders[p.level],
    bodyHtml: blocks.join('\n'),
    isTest: model.isTest,
    footer,
  });
}

function renderText(model: AnalysisEmailModel, p: PreparedAnalysis, footer: FooterOptions): string {
  const a = p.d.analysis;
  const g = p.groups;
  const c = p.d.common.colon;
  const group = (title: string, items: readonly string[], prefix = ''): string | null =>
    items.length > 0 ? `${title}${c.trimEnd()}\n${textBullets(items.map((item) => `${prefix}${item}`))}` : null;
  const reasonBlocks = [
    group(a.groupCritical, g.critical),
    group(a.groupWarning, g.warning),
    group(a.groupSafe, g.safe),
    group(a.groupAi, g.ai, `[${a.aiLabel}] `),
  ].filter((block): block is string => block !== null);

  return renderTextLayout({
    dictionary: p.d,
    isTest: model.isTest,
    footer,
    blocks: [
      p.recipientName ? fillText(p.d.common.greeting, { name: p.recipientName }) : p.d.common.greetingNoName,
      [
        // The verdict word alone on the first line: it is what a reader must not miss.
        `*** ${a.verdictLabels[p.level]} ***`,
        verdictWords(p).headlines[p.level],
        verdictWords(p).summaries[p.level],
        '',
        fillText(a.riskLevelLine, { level: a.riskLevelNames[p.level] }),
        fillText(a.confidence, { percent: p.percent }),
      ].join('\n'),
      model.originalNotSeparated ? `${a.notSeparatedTitle.toLocaleUpperCase()}${c}${a.notSeparated}` : null,
      textHeading(a.reasonsTitle),
      reasonBlocks.length > 0 ? reasonBlocks.join('\n\n') : a.noReasons,
      textHeading(a.whatToDoTitle),
      textNumbered(p.recommendations),
      p.aiRecommendation ? `${textHeading(a.aiRecommendationTitle)}\n${p.aiRecommendation}` : null,
      ...(p.text
        ? [
            textHeading(p.text.title),
            `${p.d.textMessage.senderLabel}${c}${p.text.sender}\n${p.d.textMessage.wordsLabel}${c.trimEnd()}\n${p.excerpt
              .split('\n')
              .map((line) => `> ${line}`)
              .join('\n')}`,
            p.d.textMessage.readNote,
          ]
        : [
            textHeading(a.checkedEmailTitle),
            `${p.d.common.fromLabel}${c}${p.sender}\n${p.d.common.subjectLabel}${c}${p.originalSubject}`,
            p.excerpt ? `${a.excerptTitle}${c.trimEnd()}\n${p.excerpt.split('\n').map((line) => `> ${line}`).join('\n')}` : null,
          ]),
      p.level === 'dangerous' || p.level === 'suspicious' ? (helpSection(model.language, model.helpUrl)?.text ?? null) : null,
      feedbackSection(model.language, model.feedbackLinks)?.text ?? null,
    ],
  });
}

/** The verdict email (SAFE / CAUTION / SCAM) sent back to the person who forwarded a message. */
export function renderAnalysisEmail(model: AnalysisEmailModel): RenderedEmail {
  const p = prepare(model);
  const subject = analysisEmailSubject(model.riskLevel, subjectPart(model), model.language);
  const footer: FooterOptions = { supportEmail: model.supportEmail, appBaseUrl: model.appBaseUrl, showAntiFraudCentre: true };
  return {
    subject,
    html: renderHtml(model, p, subject, footer),
    text: renderText(model, p, footer),
  };
}

import type { Language } from '@scamcheck/shared';
import { escapeHtml, escapeUntrusted } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { familyEn, familyFrRaw, type FamilyDictionary } from './i18n/family-dictionary';
import { applyFrenchTypography, mapStrings } from './i18n/french-typography';
import { fillHtml, fillText } from './interpolate';
import { renderEmail, type FooterOptions } from './layout/email-layout';
import { button, buttonWithFallback, detailsTable, heading, link, numberedList, paragraph, smallParagraph, title } from './layout/html-components';
import { textHeading, textNumbered } from './layout/text-components';
import { THEME } from './layout/theme';
import { normalizeRiskLevel } from './risk-level';
import { safeHttpUrl, sanitizeSubject, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { CommonEmailOptions, FeedbackLink, RenderedEmail } from './types';

const familyFr: FamilyDictionary = mapStrings(familyFrRaw, applyFrenchTypography);

export function getFamilyDictionary(language: string | null | undefined): FamilyDictionary {
  return resolveLanguage(language) === 'fr' ? familyFr : familyEn;
}

const other = (language: Language): Language => (language === 'fr' ? 'en' : 'fr');

export interface HouseholdInviteEmailModel extends CommonEmailOptions {
  /** The language shown first; the other follows (the invitee's language is not known yet). */
  readonly language: Language;
  readonly inviterName: string;
  readonly inviterEmail: string;
  readonly memberName: string;
  readonly memberEmail: string;
  readonly confirmUrl: string;
  readonly scanAddress: string;
}

export interface TrustedInviteEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly inviterName: string;
  readonly inviterEmail: string;
  readonly confirmUrl: string;
}

export interface FamilyAlertEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly inviterName: string;
  readonly memberName: string;
  readonly memberEmail: string;
  readonly riskLevel: string;
  readonly originalSender: string;
  readonly originalSubject: string;
  readonly recommendations: readonly string[];
  readonly helpUrl: string;
  readonly stopUrl: string;
  readonly appBaseUrl: string;
}

/** A link as a button only when it is http(s); otherwise shown as text so the problem is visible. */
function actionHtml(url: string, label: string, fallback: string | null): string {
  const safe = safeHttpUrl(url);
  if (!safe) return paragraph(escapeHtml(url));
  return fallback ? buttonWithFallback(safe, label, fallback) : button(safe, label);
}

interface Section {
  readonly html: string;
  readonly text: string;
}

/** Two sections, one per language, each marked with its lang for screen readers. */
function bilingual(language: Language, section: (lang: Language) => Section): { html: string[]; text: string[] } {
  const first = section(language);
  const second = section(other(language));
  const marker = (lang: Language): string => (lang === 'fr' ? 'fr-CA' : 'en-CA');
  return {
    html: [
      `<div lang="${marker(language)}">${first.html}</div>`,
      `<hr style="border:0;border-top:1px solid #d0d5dd;margin:28px 0;">`,
      `<div lang="${marker(other(language))}">${second.html}</div>`,
    ],
    text: [first.text, '======', second.text],
  };
}

function bilingualSubject(language: Language, subject: (lang: Language) => string): string {
  return sanitizeSubject(`${subject(language)} / ${subject(other(language))}`);
}

const name = (value: string, fallback: string): string => toSingleLine(value, 60) || fallback;

/** The household invitation: confirm this address belongs to you and that you agree (both languages). */
export function renderHouseholdInviteEmail(model: HouseholdInviteEmailModel): RenderedEmail {
  const language = resolveLanguage(model.language);
  const url = toSingleLine(model.confirmUrl, 2000);
  const inviter = name(model.inviterName, toSingleLine(model.inviterEmail, 254));
  const values = {
    inviter,
    inviterEmail: toSingleLine(model.inviterEmail, 254),
    memberEmail: toSingleLine(model.memberEmail, 254),
    memberName: name(model.memberName, toSingleLine(model.memberEmail, 254)),
    scanAddress: toSingleLine(model.scanAddress, 254),
  };
  const subject = bilingualSubject(language, (lang) => fillText(getFamilyDictionary(lang).householdInvite.subject, { inviter }));
  const body = bilingual(language, (lang) => {
    const t = getFamilyDictionary(lang).householdInvite;
    const d = getDictionary(lang);
    return {
      html: [
        title(fillText(t.heading, values)),
        paragraph(fillHtml(t.added, values)),
        paragraph(fillHtml(t.whatItMeans, values)),
        paragraph(fillHtml(t.privacy, values)),
        actionHtml(url, t.button, lang === language ? d.common.buttonFallback : null),
        smallParagraph(escapeHtml(t.expiry)),
        smallParagraph(fillHtml(t.ignore, values)),
      ].join(''),
      text: [
        fillText(t.heading, values),
        fillText(t.added, values),
        fillText(t.whatItMeans, values),
        fillText(t.privacy, values),
        `${t.button}${d.common.colon.trimEnd()}\n${url}`,
        t.expiry,
        fillText(t.ignore, values),
      ].join('\n\n'),
    };
  });
  const footer: FooterOptions = { supportEmail: model.supportEmail, showAntiFraudCentre: false };
  return renderEmail({
    language,
    dictionary: getDictionary(language),
    subject,
    preheader: getFamilyDictionary(language).householdInvite.preheader,
    isTest: model.isTest,
    footer,
    html: body.html,
    text: body.text,
  });
}

/** The trusted family member's invitation (both languages). */
export function renderTrustedInviteEmail(model: TrustedInviteEmailModel): RenderedEmail {
  const language = resolveLanguage(model.language);
  const url = toSingleLine(model.confirmUrl, 2000);
  const inviter = name(model.inviterName, toSingleLine(model.inviterEmail, 254));
  const values = { inviter, inviterEmail: toSingleLine(model.inviterEmail, 254) };
  const subject = bilingualSubject(language, (lang) => fillText(getFamilyDictionary(lang).trustedInvite.subject, { inviter }));
  const body = bilingual(language, (lang) => {
    const t = getFamilyDictionary(lang).trustedInvite;
    const d = getDictionary(lang);
    return {
      html: [
        title(t.heading),
        paragraph(fillHtml(t.named, values)),
        paragraph(escapeHtml(t.whatYouGet)),
        paragraph(`<strong>${escapeHtml(t.neverContent)}</strong>`),
        actionHtml(url, t.button, lang === language ? d.common.buttonFallback : null),
        smallParagraph(escapeHtml(t.stopAnyTime)),
        smallParagraph(escapeHtml(t.expiry)),
        smallParagraph(fillHtml(t.ignore, values)),
      ].join(''),
      text: [
        t.heading,
        fillText(t.named, values),
        t.whatYouGet,
        t.neverContent,
        `${t.button}${d.common.colon.trimEnd()}\n${url}`,
        t.stopAnyTime,
        t.expiry,
        fillText(t.ignore, values),
      ].join('\n\n'),
    };
  });
  return renderEmail({
    language,
    dictionary: getDictionary(language),
    subject,
    preheader: getFamilyDictionary(language).trustedInvite.preheader,
    isTest: model.isTest,
    footer: { supportEmail: model.supportEmail, showAntiFraudCentre: false },
    html: body.html,
    text: body.text,
  });
}

/** The alert to the trusted family member: who, from whom, subject, verdict, advice; never the content. */
export function renderFamilyAlertEmail(model: FamilyAlertEmailModel): RenderedEmail {
  const language = resolveLanguage(model.language);
  const d = getDictionary(language);
  const t = getFamilyDictionary(language).alert;
  const level = normalizeRiskLevel(model.riskLevel);
  const member = name(model.memberName, toSingleLine(model.memberEmail, 254));
  const memberEmail = toSingleLine(model.memberEmail, 254);
  const inviter = name(model.inviterName, '');
  const verdict = d.analysis.verdictLabels[level];
  const sender = toSingleLine(model.originalSender, 200) || d.common.unknownSender;
  const originalSubject = toSingleLine(model.originalSubject, SUBJECT_PART_MAX * 2) || d.common.noSubject;
  const advice = model.recommendations.map((r) => toSingleLine(r, 400)).filter(Boolean).slice(0, 10);
  const advised = advice.length > 0 ? advice : [...d.analysis.defaultRecommendations[level]];
  const helpUrl = safeHttpUrl(model.helpUrl) ?? '';
  const stopUrl = toSingleLine(model.stopUrl, 2000);
  const who = memberEmail && member !== memberEmail ? `${member} (${memberEmail})` : member;
  const subject = sanitizeSubject(fillText(t.subject, { member: toSingleLine(member, SUBJECT_PART_MAX), verdict }));
  const todo = t.whatYouCanDo.map((line) => fillText(line, { member, helpUrl }));
  const todoHtml = t.whatYouCanDo.map((line) => fillHtml(line, { member, helpUrl: helpUrl ? { html: link(helpUrl) } : '' }));

  return renderEmail({
    language,
    dictionary: d,
    subject,
    preheader: t.intro,
    isTest: model.isTest,
    footer: { supportEmail: model.supportEmail, appBaseUrl: model.appBaseUrl, showAntiFraudCentre: true },
    html: [
      title(fillText(t.headings[level], { member })),
      paragraph(escapeHtml(t.intro)),
      detailsTable([
        { label: t.whoLabel, valueHtml: escapeHtml(who) },
        { label: d.common.fromLabel, valueHtml: escapeUntrusted(sender) },
        { label: d.common.subjectLabel, valueHtml: escapeUntrusted(originalSubject) },
        { label: t.verdictLabel, valueHtml: `<strong>${escapeHtml(verdict)}</strong>` },
      ]),
      heading(t.advisedTitle),
      numberedList(advised.map((item) => escapeUntrusted(item))),
      heading(t.whatYouCanDoTitle),
      numberedList(todoHtml),
      paragraph(`<strong>${escapeHtml(t.neverContent)}</strong>`),
      smallParagraph(fillHtml(t.why, { inviter })),
      actionHtml(stopUrl, t.stopButton, null),
    ],
    text: [
      fillText(t.headings[level], { member }),
      t.intro,
      [
        `${t.whoLabel}${d.common.colon}${who}`,
        `${d.common.fromLabel}${d.common.colon}${sender}`,
        `${d.common.subjectLabel}${d.common.colon}${originalSubject}`,
        `${t.verdictLabel}${d.common.colon}${verdict}`,
      ].join('\n'),
      textHeading(t.advisedTitle),
      textNumbered(advised),
      textHeading(t.whatYouCanDoTitle),
      textNumbered(todo),
      t.neverContent,
      fillText(t.why, { inviter }),
      `${t.stopButton}${d.common.colon.trimEnd()}\n${stopUrl}`,
    ],
  });
}

const feedbackLabel = (f: FamilyDictionary, answer: FeedbackLink['answer']): string =>
  answer === 'correct' ? f.feedback.yes : answer === 'is_scam' ? f.feedback.noScam : f.feedback.noSafe;

/** "Was this right?" under a verdict: one link per answer, each a large tap target. */
export function feedbackSection(language: string, links: readonly FeedbackLink[] | undefined): { html: string; text: string } | null {
  const safe = (links ?? []).map((l) => ({ ...l, url: safeHttpUrl(l.url) })).filter((l): l is FeedbackLink => l.url !== null);
  if (safe.length === 0) return null;
  const f = getFamilyDictionary(language);
  const colon = getDictionary(language).common.colon;
  const buttons = safe
    .map(
      (l) =>
        `<a href="${escapeHtml(l.url)}" target="_blank" rel="noopener" style="display:inline-block;margin:0 8px 10px 0;padding:12px 18px;border:2px solid ${THEME.buttonBackground};border-radius:6px;font-family:${THEME.fontFamily};font-size:18px;font-weight:bold;line-height:1.2;color:${THEME.buttonBackground};text-decoration:none;">${escapeHtml(feedbackLabel(f, l.answer))}</a>`,
    )
    .join('');
  return {
    html: [heading(f.feedback.title), paragraph(escapeHtml(f.feedback.question)), `<div style="margin:0 0 8px 0;">${buttons}</div>`, smallParagraph(escapeHtml(f.feedback.note))].join(''),
    text: [textHeading(f.feedback.title), f.feedback.question, ...safe.map((l) => `${feedbackLabel(f, l.answer)}${colon.trimEnd()}\n${l.url}`), f.feedback.note].join('\n\n'),
  };
}

/** "Already clicked, paid or gave a code?" under a SCAM or CAUTION verdict. */
export function helpSection(language: string, url: string | undefined): { html: string; text: string } | null {
  const safe = safeHttpUrl(url);
  if (!safe) return null;
  const f = getFamilyDictionary(language);
  const colon = getDictionary(language).common.colon;
  return {
    html: [heading(f.help.title), paragraph(escapeHtml(f.help.text)), button(safe, f.help.button)].join(''),
    text: [textHeading(f.help.title), f.help.text, `${f.help.button}${colon.trimEnd()}\n${safe}`].join('\n\n'),
  };
}

export interface HelpAlertEmailModel extends CommonEmailOptions {
  readonly language: Language;
  readonly inviterName: string;
  readonly memberName: string;
  readonly memberEmail: string;
  readonly situation: string;
  readonly helpUrl: string;
  readonly stopUrl: string;
  readonly appBaseUrl: string;
}

/** "I already clicked": the forwarder asks the trusted family member for help, in one tap. */
export function renderHelpAlertEmail(model: HelpAlertEmailModel): RenderedEmail {
  const language = resolveLanguage(model.language);
  const d = getDictionary(language);
  const f = getFamilyDictionary(language);
  const t = f.helpAlert;
  const member = name(model.memberName, toSingleLine(model.memberEmail, 254));
  const memberEmail = toSingleLine(model.memberEmail, 254);
  const who = memberEmail && member !== memberEmail ? `${member} (${memberEmail})` : member;
  const situations = t.situations as Readonly<Record<string, string>>;
  const said = situations[model.situation] ?? situations.clicked;
  const quoted = language === 'fr' ? `«\u00a0${said}\u00a0»` : `“${said}”`;
  const helpUrl = toSingleLine(model.helpUrl, 2000);
  const stopUrl = toSingleLine(model.stopUrl, 2000);
  return renderEmail({
    language,
    dictionary: d,
    subject: sanitizeSubject(fillText(t.subject, { member: toSingleLine(member, SUBJECT_PART_MAX) })),
    preheader: fillText(t.callNow, { member }),
    isTest: model.isTest,
    footer: { supportEmail: model.supportEmail, appBaseUrl: model.appBaseUrl, showAntiFraudCentre: true },
    html: [
      title(fillText(t.heading, { member })),
      paragraph(fillHtml(t.told, { member: who })),
      paragraph(`<strong style="font-size:22px;">${escapeHtml(quoted)}</strong>`),
      paragraph(`<strong>${fillHtml(t.callNow, { member })}</strong>`),
      actionHtml(helpUrl, t.stepsButton, null),
      smallParagraph(fillHtml(f.alert.why, { inviter: name(model.inviterName, '') })),
      actionHtml(stopUrl, f.alert.stopButton, null),
    ],
    text: [
      fillText(t.heading, { member }),
      fillText(t.told, { member: who }),
      quoted,
      fillText(t.callNow, { member }),
      `${t.stepsButton}${d.common.colon.trimEnd()}\n${helpUrl}`,
      fillText(f.alert.why, { inviter: name(model.inviterName, '') }),
      `${f.alert.stopButton}${d.common.colon.trimEnd()}\n${stopUrl}`,
    ],
  });
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDictionary } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: readonly LegalSection[] }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useDocumentTitle(title);
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash.slice(1));
    if (target) {
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    }
  }, [hash]);
  return (
    <article className="container container--narrow page legal">
      <h1 className="page__title">{title}</h1>
      <p className="legal__updated">{t('legal.lastUpdated')}</p>
      <p className="page__intro">{intro}</p>
      {sections.map((section) => (
        <section key={section.id} id={section.id} tabIndex={-1} className="legal__section" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="legal__back">
        <Link to={paths.contact}>{t('footer.contact')}</Link> · <Link to={paths.home}>{t('common.backHome')}</Link>
      </p>
    </article>
  );
}

/** /terms-of-use: static terms, closed beta, provided as is, privacy, Ontario law. */
export function TermsPage() {
  const { legal } = useDictionary();
  return <LegalDocument title={legal.terms.title} intro={legal.terms.intro} sections={legal.terms.sections} />;
}

/** /eula: static licence agreement. */
export function EulaPage() {
  const { legal } = useDictionary();
  return <LegalDocument title={legal.eula.title} intro={legal.eula.intro} sections={legal.eula.sections} />;
}

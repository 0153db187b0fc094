import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { dashboardSections, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { useToast } from '@/components/ui/toast-context';
import { displayName, initials } from '@/lib/display';

/** Avatar button and its menu: name and email, Profile, Security Settings, Preferences, Sign Out. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user, profile, signOut } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const metadataName = typeof user?.user_metadata?.name === 'string' ? user.user_metadata.name : null;
  const email = profile?.email ?? user?.email ?? '';
  const name = displayName({ name: profile?.name ?? metadataName, email });

  const items = (): HTMLElement[] => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    focusItem(0);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(list.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onSignOut = async () => {
    setOpen(false);
    // Leave a private page before the session ends. The router renders its moves as transitions, so
    // the end of the session could otherwise render first, on /dashboard, where the guard sends to /auth.
    await navigate(paths.home, { replace: true, flushSync: true });
    await signOut();
    toast({ title: t('header.signedOutTitle'), description: t('header.signedOutDesc') });
  };

  return (
    <div className="avatar-menu">
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="avatar-menu__name" aria-hidden="true">
          {name}
        </span>
        <span className="avatar-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <div ref={menuRef} id={menuId} className="avatar-menu__popup" role="menu" aria-label={name} onKeyDown={onMenuKeyDown}>
          <div className="avatar-menu__header" role="presentation">
            <p className="avatar-menu__header-name truncate" title={name}>
              {name}
            </p>
            <p className="avatar-menu__header-email truncate" title={email}>
              {email}
            </p>
          </div>
          <Link role="menuitem" tabIndex={-1} className="avatar-menu__item" to={`${paths.dashboard}#${dashboardSections.profile}`} onClick={() => close(false)}>
            {t('header.profile')}
          </Link>
          <Link role="menuitem" tabIndex={-1} className="avatar-menu__item" to={`${paths.dashboard}#${dashboardSections.security}`} onClick={() => close(false)}>
            {t('header.security')}
          </Link>
          <Link role="menuitem" tabIndex={-1} className="avatar-menu__item" to={`${paths.dashboard}#${dashboardSections.preferences}`} onClick={() => close(false)}>
            {t('header.preferences')}
          </Link>
          <div className="avatar-menu__separator" role="separator" />
          <button role="menuitem" tabIndex={-1} type="button" className="avatar-menu__item avatar-menu__item--danger" onClick={() => void onSignOut()}>
            {t('header.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

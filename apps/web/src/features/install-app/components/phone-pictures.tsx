import { useId, type ReactNode } from 'react';
import styles from './install-steps.module.css';

/**
 * The pictures of the install steps: a phone drawn in the app's colours (brand red for what to tap, greys for the
 * rest), with the one control to tap ringed. Drawn here, not screenshots: they stay true in both languages.
 */
function Phone({ children }: { children: ReactNode }) {
  // The screen's rounded corners clip what is drawn on it; one clip per picture, as several share a page.
  const screenId = `phone-screen-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className={styles.picture} viewBox="0 0 160 220" role="presentation" aria-hidden="true">
      <clipPath id={screenId}>
        <rect x="20" y="12" width="120" height="196" rx="15" />
      </clipPath>
      <rect x="14" y="6" width="132" height="208" rx="20" className={styles.frame} />
      <g clipPath={`url(#${screenId})`}>
        <rect x="20" y="12" width="120" height="196" className={styles.screen} />
        {children}
      </g>
    </svg>
  );
}

/** What to tap: a soft ring around the control. */
const Tap = ({ cx, cy }: { cx: number; cy: number }) => (
  <circle cx={cx} cy={cy} r="13" className={styles.tapRing} />
);

/** A page behind the browser's controls: a banner and two menu rows. */
const PageBehind = ({ top }: { top: number }) => (
  <g className={styles.muted}>
    <rect x="28" y={top} width="104" height="40" rx="6" />
    <rect x="28" y={top + 48} width="70" height="8" rx="4" />
    <rect x="28" y={top + 62} width="92" height="6" rx="3" />
    <rect x="28" y={top + 80} width="70" height="8" rx="4" />
    <rect x="28" y={top + 94} width="92" height="6" rx="3" />
  </g>
);

/** A row of a menu or sheet; `label` and `icon` mark the one to tap. */
function Row({
  y,
  x = 30,
  width = 100,
  label,
  icon,
}: {
  y: number;
  x?: number;
  width?: number;
  label?: string;
  icon?: ReactNode;
}) {
  if (!label) {
    return <rect x={x + 6} y={y + 8} width={width * 0.55} height="6" rx="3" className={styles.muted} />;
  }
  return (
    <g>
      <rect x={x} y={y} width={width} height="22" rx="6" className={styles.highlightRow} />
      <text x={x + 5} y={y + 14} className={styles.rowLabel}>
        {label}
      </text>
      {icon}
    </g>
  );
}

/** iPhone, step 1: Safari's toolbar, with Share ringed. */
export function SafariShare() {
  return (
    <Phone>
      <rect x="28" y="20" width="104" height="14" rx="7" className={styles.muted} />
      <PageBehind top={42} />
      <rect x="20" y="176" width="120" height="32" className={styles.bar} />
      <g className={styles.icon}>
        <path d="M34 192l5-5M34 192l5 5" />
        <path d="M58 187l5 5-5 5" />
        <path d="M106 186h8v12h-8zM110 188v0" />
        <rect x="124" y="186" width="8" height="10" rx="2" />
      </g>
      <g className={styles.brandIcon}>
        <path d="M80 196v-13M75 187l5-5 5 5" />
        <path d="M74 190h-2v10h16v-10h-2" />
      </g>
      <Tap cx={80} cy={191} />
    </Phone>
  );
}

/** iPhone, step 2: the share sheet, with Add to Home Screen ringed. */
export function SafariAddToHomeScreen({ label }: { label: string }) {
  return (
    <Phone>
      <PageBehind top={24} />
      <rect x="20" y="96" width="120" height="112" rx="14" className={styles.sheet} />
      <Row y={106} />
      <Row y={128} />
      <Row
        y={150}
        x={24}
        width={112}
        label={label}
        icon={
          <g className={styles.brandIcon}>
            <rect x="114" y="155" width="12" height="12" rx="3" />
            <path d="M120 158v6M117 161h6" />
          </g>
        }
      />
      <Tap cx={120} cy={161} />
      <Row y={178} />
    </Phone>
  );
}

/** Android, step 1: Chrome's address bar, with the menu (three dots) ringed. */
export function ChromeMenu() {
  return (
    <Phone>
      <rect x="20" y="12" width="120" height="30" className={styles.bar} />
      <rect x="28" y="20" width="88" height="14" rx="7" className={styles.muted} />
      <g className={styles.brandDots}>
        <circle cx="128" cy="21" r="2" />
        <circle cx="128" cy="27" r="2" />
        <circle cx="128" cy="33" r="2" />
      </g>
      <Tap cx={128} cy={27} />
      <PageBehind top={52} />
    </Phone>
  );
}

/** Android, step 2: Chrome's menu, with Install app ringed. */
export function ChromeInstall({ label }: { label: string }) {
  return (
    <Phone>
      <rect x="20" y="12" width="120" height="30" className={styles.bar} />
      <PageBehind top={52} />
      <rect x="50" y="20" width="86" height="122" rx="8" className={styles.sheet} />
      <Row y={28} x={54} width={78} />
      <Row y={48} x={54} width={78} />
      <Row
        y={70}
        x={54}
        width={78}
        label={label}
        icon={
          <g className={styles.brandIcon}>
            <rect x="118" y="74" width="9" height="14" rx="2" />
            <path d="M122.5 77v6M120 81l2.5 2.5 2.5-2.5" />
          </g>
        }
      />
      <Tap cx={122} cy={81} />
      <Row y={96} x={54} width={78} />
      <Row y={116} x={54} width={78} />
    </Phone>
  );
}

/** Both phones, last step: the app's icon on the home screen among others. */
export function HomeScreenIcon() {
  const apps = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  return (
    <Phone>
      <rect x="20" y="12" width="120" height="196" rx="15" className={styles.wallpaper} />
      {apps.map((n) => (
        <rect
          key={n}
          x={31 + ((n + 1) % 4) * 26}
          y={30 + Math.floor((n + 1) / 4) * 30}
          width="20"
          height="20"
          rx="5"
          className={styles.otherApp}
        />
      ))}
      <rect x="31" y="30" width="20" height="20" rx="5" className={styles.brandTile} />
      <path
        d="M35.5 42c0-3 2.5-5.5 5.5-5.5s5.5 2.5 5.5 5.5h-11zm-1 1.5h13v1.5h-13z"
        className={styles.brandMark}
      />
      <Tap cx={41} cy={40} />
    </Phone>
  );
}

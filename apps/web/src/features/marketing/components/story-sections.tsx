import { useTranslation } from 'react-i18next';
import chart from '../assets/chart-increasing.svg';
import moneyWings from '../assets/money-with-wings.svg';
import bowl from '../assets/steaming-bowl.svg';
import styles from './marketing.module.css';

interface Section {
  title: string;
  text: string;
}

const ART = [moneyWings, chart, bowl];

/** The story's three sections: takeout is getting expensive, facing the boss, facing customers. */
export function StorySections() {
  const { t } = useTranslation();
  const sections = t('story.sections', { returnObjects: true }) as Section[];
  return (
    <ol className={styles.story}>
      {sections.map((section, index) => (
        <li key={section.title} className={styles.storyItem}>
          <img src={ART[index]} alt="" width={96} height={96} loading={index === 0 ? 'eager' : 'lazy'} />
          <div className={styles.storyCopy}>
            <h2 className={styles.storyTitle}>{section.title}</h2>
            <p>{section.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { useDictionary } from '../../features/startup/api/get-dictionary.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';
import styles from '../layout/page.module.css';

/** About: open to everyone; points to the network's own about page from the dictionary. */
export default function AboutPage() {
  const dictionary = useDictionary();
  return (
    <SimplePage
      title={routeDef('about').title}
      lead="STAT brings premium series, movies, live channels and fights to your browser."
    >
      <a className={styles.link} href={dictionary.links.about} target="_blank" rel="noopener noreferrer">
        More about the network
      </a>
    </SimplePage>
  );
}

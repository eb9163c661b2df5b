import { APP_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { SignInButton } from '../../components/ui/sign-in-button.tsx';
import { href } from '../../lib/routes.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import styles from './home-page.module.css';

/** Home: the welcome, signed out (sign-in call to action) or signed in (where to go next). */
export default function HomePage() {
  const user = useUser();
  const name = user?.firstName || user?.userName;

  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <p className={styles.brand}>{APP_LABELS.brandName}</p>
      <h1 id="home-heading" className={styles.heading}>
        {user ? (name ? `Welcome back, ${name}` : 'Welcome back') : 'Premium TV, wherever you are'}
      </h1>
      <p className={styles.pitch}>
        Original series, blockbuster movies, two live channels and championship fights, streaming in your
        browser.
      </p>
      <div className={styles.actions}>
        {user ? (
          <>
            <Button to={href('allSeries')}>Browse Series</Button>
            <Button variant="secondary" to={href('movies')}>
              Browse Movies
            </Button>
          </>
        ) : (
          <SignInButton />
        )}
      </div>
    </section>
  );
}

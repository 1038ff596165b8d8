import { errorMessage } from '@academy/shared/api/error-message';
import type { RoleName } from '@academy/shared/domain/types';
import { useSessionStore } from '@academy/shared/session/store';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SignInForm from '@academy/shared/ui/forms/SignInForm';
import '@academy/shared/styles/standalone.css';

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

export interface StandaloneSignInProps {
  /** The area being worked on, as the note names it ('student portal'). */
  areaName: string;
  /** The role whose screens this area serves. */
  role: RoleName;
  /** Why the session held now is not enough (expired, no cohort), shown above the form. */
  notice?: string | null;
}

/**
 * A portal remote served alone has no public site and no shell, and session storage belongs to
 * its own origin: this form signs a team member in through the shared API call and store.
 */
export default function StandaloneSignIn({ areaName, role, notice }: StandaloneSignInProps) {
  return (
    <main id="main">
      <section className="form-card standalone-card" aria-labelledby="standalone-sign-in-title">
        <h1 id="standalone-sign-in-title">Sign in to work on this area</h1>
        <p className="standalone-note">
          The {areaName} is running alone on its own port, for the team that builds it. Sign in with a {role} account of the API it uses. Visitors sign in on
          the main site.
        </p>
        <FormAlert message={notice} tone="info" />
        <SignInForm
          submitText="Sign in"
          busyText="Signing in..."
          incompleteAnswerText={SIGN_IN_FAILED}
          failureText={(error) => errorMessage(error, SIGN_IN_FAILED)}
          onSignedIn={({ token, user }) => useSessionStore.getState().signIn(token, user)}
        />
      </section>
    </main>
  );
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a busy 2-core machine, where a
// lazy component can take longer to resolve. This is a ceiling, not an expected time.
configure({ asyncUtilTimeout: 10000 });

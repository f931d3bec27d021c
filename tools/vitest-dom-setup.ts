import { configure } from '@testing-library/dom';

// A ceiling, not a wait: findBy…/waitFor return as soon as what they look for is there.
configure({ asyncUtilTimeout: 5000 });

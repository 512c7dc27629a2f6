import { useEffect } from 'react';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useLocation, useNavigation } from 'react-router-dom';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

/** The progress bar on every path change (SPEC section 2). */
export function ProgressBar() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    NProgress.start();
    const done = setTimeout(() => NProgress.done(), 250);
    return () => clearTimeout(done);
  }, [pathname]);
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
  }, [navigation.state]);
  return null;
}

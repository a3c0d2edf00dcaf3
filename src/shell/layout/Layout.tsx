import { Component, Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { Loading, SkipNavigationButton, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { Deferred } from '../../components/Deferred';
import { PageError } from '../../components/feedback/PageError';
import { AppBar } from './AppBar';
import { DocumentTitle } from './DocumentTitle';
import { FlashNotifier } from './FlashNotifier';
import { Menu } from './Menu';
import { FocusScreenHeading } from './FocusScreenHeading';
import { Sidebar } from './Sidebar';

/**
 * react-admin's <Layout> as this app uses it, written out: the same frame, classes and styles (the app bar, the
 * sidebar with the menu, the page under an error boundary and a Suspense). Not imported from react-admin because
 * it also brings what the app never shows, on the way to the dashboard's cards: the preferences inspector (no
 * screen offers an editor) and react-admin's own error page with its configurable <Title> (MUI's TextField,
 * Select and Popover), when the page's error is the app's PageError anyway. ~8 kB gzip.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={classes.content}>
            <FocusScreenHeading />
            {/* A page that fails to render (e.g. its chunk cannot be downloaded) says so, with Retry. */}
            <PageBoundary>
              <Suspense fallback={<Loading />}>
                <FlashNotifier />
                <DocumentTitle />
                {/* The page renders after the shell (app bar, menu), not in the same long task. */}
                <Deferred>{children}</Deferred>
              </Suspense>
            </PageBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

/** As react-admin's layout: a page's render failure shows PageError, until the admin goes to another page. */
class PageBoundary extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  reset = () => this.setState({ error: undefined, failed: false });

  render() {
    return this.state.failed ? <PageFailed error={this.state.error} reset={this.reset} /> : this.props.children;
  }
}

function PageFailed({ error, reset }: { error: unknown; reset: () => void }) {
  useResetErrorBoundaryOnLocationChange(reset);
  return <PageError error={error} />;
}

const PREFIX = 'RaLayout';
const classes = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

// react-admin's styles, but the layout no longer grows to fit its widest child (minWidth 0): wide tables
// scroll inside the page instead.
const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${classes.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${classes.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${classes.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    minWidth: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

import { useApolloClient } from '@apollo/client';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router-dom';

import { STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';

import { loginUrl } from '../../appUrls';
import { linksFor } from '../../screenAccess';
import { clearSession } from '../../session';
import { APP_TITLE } from '../../theme';
import { errorMessage } from '../../ui/errorMessage';
import { StaffAccessContext } from '../../ui/staffAccess';
import { type SignedInState, useSignedInStaff } from '../../ui/useSignedInStaff';
import { NoRolePage } from './NoRolePage';
import { useLogoutMutation } from './shell.generated';
import { sidebarIcons } from './sidebarIcons';
import { useSidebarCollapsed } from './sidebarState';
import { staffAccessMessages } from './staffAccessMessages';

const DRAWER_WIDTH = 240;
/** The narrow sidebar: each icon with its label under it, "Consignment" whole on its line beside the scrollbar. */
const RAIL_WIDTH = 96;
/** Spec 000 §2: the sidebar's list area is at most 700 high. */
const SIDEBAR_MAX_HEIGHT = 700;

/**
 * What the frame shows below its header (issue 39): the screen once the role is known, the one page of someone
 * without a role, or, without a remembered role, a wait for `me` (and its failure, with Retry).
 */
function FrameContent({ signedIn }: { signedIn: SignedInState }): ReactNode {
  if (signedIn.state === 'waiting')
    return <CircularProgress aria-label={staffAccessMessages.checking} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  if (signedIn.state === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={signedIn.retry}>
            {staffAccessMessages.retry}
          </Button>
        }
      >
        {staffAccessMessages.roleUnknown}: {errorMessage(signedIn.error)}
      </Alert>
    );
  return signedIn.access.role ? <Outlet /> : <NoRolePage />;
}

export function DashboardLayout() {
  const signedIn = useSignedInStaff();
  const access = signedIn.state === 'known' ? signedIn.access : undefined;
  // Only the links the role may open; none while it is unknown, or for someone without one.
  const links = access?.role ? linksFor(access.canUse) : [];
  const navigate = useNavigate();
  const navigation = useNavigation();
  const client = useApolloClient();
  const [logout] = useLogoutMutation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // From md up the sidebar always shows; below it (phones, tablets) it is a drawer opened from the header.
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // A wide screen's sidebar may narrow to its icons with their labels under them, so a list's columns all fit beside
  // it at 1280 px and staff still read where each link goes (issue 36).
  const sidebar = useSidebarCollapsed(useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true }));
  const narrow = wide && sidebar.collapsed;
  const drawerWidth = narrow ? RAIL_WIDTH : DRAWER_WIDTH;

  const signOut = async () => {
    setMenuAnchor(null);
    // The server ends its session when it can; this browser forgets it either way.
    await logout().catch(() => undefined);
    clearSession();
    await client.clearStore();
    navigate(loginUrl, { replace: true });
  };

  return (
    <StaffAccessContext.Provider value={access}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {/* Over the permanent sidebar when wide; under the temporary drawer's backdrop when narrow. */}
        <AppBar position="fixed" sx={{ zIndex: (theme) => (wide ? theme.zIndex.drawer + 1 : theme.zIndex.appBar) }}>
          <Toolbar>
            {/* No sidebar to open or narrow while the role is unknown, or for someone without one. */}
            {links.length === 0 ? null : wide ? (
              <Tooltip title={narrow ? 'Expand sidebar' : 'Collapse sidebar'}>
                <IconButton
                  color="inherit"
                  edge="start"
                  aria-label="Wide sidebar"
                  aria-pressed={!narrow}
                  onClick={sidebar.toggle}
                  sx={{ mr: 1 }}
                >
                  {narrow ? <MenuIcon /> : <MenuOpenIcon />}
                </IconButton>
              </Tooltip>
            ) : (
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Open sidebar"
                aria-expanded={sidebarOpen}
                onClick={() => setSidebarOpen(true)}
                sx={{ mr: 1 }}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
              {APP_TITLE}
            </Typography>
            {/* The spec labels it Admin; MUI's buttons are in capitals otherwise. */}
            <Button
              color="inherit"
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              startIcon={<Avatar sx={{ width: 28, height: 28 }}>A</Avatar>}
              aria-haspopup="menu"
              sx={{ textTransform: 'none' }}
            >
              Admin
            </Button>
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              {/* Who is signed in and as what: no menu item, so the keyboard goes straight to Logout. */}
              {access && (
                <Box sx={{ px: 2, pt: 0.5, pb: 1 }}>
                  {access.me && <Typography variant="body2">{access.me.name}</Typography>}
                  <Typography variant="caption" color="text.secondary">
                    {access.role ? `Role: ${STAFF_ROLE_LABELS[access.role]}` : 'No role yet'}
                  </Typography>
                </Box>
              )}
              {access && <Divider />}
              <MenuItem onClick={signOut}>Logout</MenuItem>
            </Menu>
          </Toolbar>
          {navigation.state === 'loading' && <LinearProgress color="secondary" aria-label="Loading screen" />}
        </AppBar>
        {links.length > 0 && (
          <Drawer
            variant={wide ? 'permanent' : 'temporary'}
            open={wide || sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            sx={{
              width: { md: drawerWidth },
              flexShrink: 0,
              '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box', overflowX: 'hidden' },
            }}
          >
            {wide && <Toolbar />}
            <List
              component="nav"
              aria-label="Sidebar"
              sx={{ maxHeight: SIDEBAR_MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}
            >
              {links.map((link) => {
                const Icon = sidebarIcons[link.path];
                return (
                  <ListItemButton
                    key={link.path}
                    component={NavLink}
                    // The overview is /dashboard itself, marked current there only, not on every screen below it.
                    to={link.url}
                    end={!link.path}
                    onClick={() => setSidebarOpen(false)}
                    sx={[
                      { '&.active': { bgcolor: 'action.selected', fontWeight: 600 } },
                      narrow && { flexDirection: 'column', gap: 0.25, px: 0.5, py: 0.75 },
                    ]}
                  >
                    <ListItemIcon sx={narrow ? { minWidth: 0 } : { minWidth: 40 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={link.label}
                      sx={narrow ? { m: 0, textAlign: 'center' } : undefined}
                      slotProps={{
                        primary: narrow
                          ? { variant: 'caption', lineHeight: 1.25, letterSpacing: 0, display: 'block' }
                          : {},
                      }}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </Drawer>
        )}
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Toolbar />
          <FrameContent signedIn={signedIn} />
        </Box>
      </Box>
    </StaffAccessContext.Provider>
  );
}

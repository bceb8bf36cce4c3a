import { useApolloClient } from '@apollo/client';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { useState } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router-dom';

import { dashboardUrl, loginUrl } from '../../appUrls';
import { clearSession } from '../../session';
import { APP_TITLE } from '../../theme';
import { useLogoutMutation } from './shell.generated';
import { sidebarIcons } from './sidebarIcons';
import { navigationLinks } from './sidebarLinks';
import { useSidebarCollapsed } from './sidebarState';

const DRAWER_WIDTH = 240;
/** The narrow sidebar: each icon with its label under it, "Consignment" whole on its line beside the scrollbar. */
const RAIL_WIDTH = 96;
/** Spec 000 §2: the sidebar's list area is at most 700 high. */
const SIDEBAR_MAX_HEIGHT = 700;

export function DashboardLayout() {
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
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* Over the permanent sidebar when wide; under the temporary drawer's backdrop when narrow. */}
      <AppBar position="fixed" sx={{ zIndex: (theme) => (wide ? theme.zIndex.drawer + 1 : theme.zIndex.appBar) }}>
        <Toolbar>
          {wide ? (
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
            <MenuItem onClick={signOut}>Logout</MenuItem>
          </Menu>
        </Toolbar>
        {navigation.state === 'loading' && <LinearProgress color="secondary" aria-label="Loading screen" />}
      </AppBar>
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
          {navigationLinks.map((link) => {
            const Icon = sidebarIcons[link.path];
            return (
              <ListItemButton
                key={link.path}
                component={NavLink}
                // The overview is /dashboard itself, marked current there only, not on every screen below it.
                to={link.path ? `${dashboardUrl}/${link.path}` : dashboardUrl}
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
                    primary: narrow ? { variant: 'caption', lineHeight: 1.25, letterSpacing: 0, display: 'block' } : {},
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}

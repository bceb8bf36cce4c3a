import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CategoryIcon from '@mui/icons-material/Category';
import EmailIcon from '@mui/icons-material/Email';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HelpIcon from '@mui/icons-material/Help';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScienceIcon from '@mui/icons-material/Science';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type SvgIcon from '@mui/material/SvgIcon';

import type { NavigationPath } from './sidebarLinks';

/** Each link's icon, beside its label or, in the narrow sidebar, above it. Kept apart from sidebarLinks, which the e2e tests import. */
export const sidebarIcons: Record<NavigationPath, typeof SvgIcon> = {
  // The overview, at /dashboard itself.
  '': SpaceDashboardIcon,
  inventory: Inventory2Icon,
  delivery: LocalShippingIcon,
  warehouse: WarehouseIcon,
  customers: PeopleIcon,
  vendors: StorefrontIcon,
  promotions: LocalOfferIcon,
  stocks: SwapHorizIcon,
  orders: ShoppingCartIcon,
  samples: CardGiftcardIcon,
  tester: ScienceIcon,
  returns: AssignmentReturnIcon,
  stock_tracker: FactCheckIcon,
  consignment_invoice: ReceiptLongIcon,
  'retail-partner': StoreIcon,
  faq: HelpIcon,
  faq_category: CategoryIcon,
  recipe: MenuBookIcon,
  newsletter_subscriber: EmailIcon,
  activity: HistoryIcon,
  staff: ManageAccountsIcon,
};

export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601 form, e.g. 2026-11-22T03:15:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (send the header Apollo-Require-Preflight: true). */
  Upload: { input: File; output: File; }
};

/** A city (Kota) or regency (Kabupaten); screens show it as type plus name. */
export type City = {
  __typename?: 'City';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  province: Province;
  provinceId: Scalars['ID']['output'];
  type: CityType;
};

/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export type CityType =
  | 'KABUPATEN'
  | 'KOTA';

export type Mutation = {
  __typename?: 'Mutation';
  createWarehouse: Warehouse;
  /** Deletes a warehouse and returns it as it was. */
  deleteWarehouse: Warehouse;
  /** Signs in and sets the session cookie. The only operation allowed without a session. */
  login: Session;
  /** Ends the session and clears its cookie. */
  logout: Scalars['Boolean']['output'];
  /** Switches a warehouse on or off, keeping everything else as it is. */
  setWarehouseActive: Warehouse;
  updateWarehouse: Warehouse;
};


export type MutationCreateWarehouseArgs = {
  input: WarehouseInput;
};


export type MutationDeleteWarehouseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSetWarehouseActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateWarehouseArgs = {
  id: Scalars['ID']['input'];
  input: WarehouseInput;
};

/** An Indonesian province. */
export type Province = {
  __typename?: 'Province';
  /** The cities and regencies of the province. */
  cities: Array<City>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The cities and regencies of one province, by name. */
  cities: Array<City>;
  /** The signed-in user. */
  me: User;
  /** Every province, by name. */
  provinces: Array<Province>;
  warehouse: Warehouse;
  /** Warehouses whose name contains `search` (any case). `perPage` -1 returns all. */
  warehouses: WarehouseList;
};


export type QueryCitiesArgs = {
  provinceId: Scalars['ID']['input'];
};


export type QueryWarehouseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWarehousesArgs = {
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: WarehouseSortField;
};

/**
 * The outcome of signing in. The REST token itself stays in an httpOnly cookie set by the gateway:
 * page scripts never see it. Tools may instead send it in a `token` header or as `Authorization: Bearer`.
 */
export type Session = {
  __typename?: 'Session';
  /** When the session ends and the user must sign in again. */
  expiresAt: Scalars['DateTime']['output'];
  user: User;
};

/** A member of staff who signs in to the back office. */
export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A warehouse or cold storage that stock ships from. */
export type Warehouse = {
  __typename?: 'Warehouse';
  /** Inactive warehouses stay listed but are not offered as a ship-from location. */
  active: Scalars['Boolean']['output'];
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<City>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** In international form, e.g. +62216694512. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type WarehouseInput = {
  active: Scalars['Boolean']['input'];
  address?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['ID']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** One page of warehouses and the number of all that match. */
export type WarehouseList = {
  __typename?: 'WarehouseList';
  rows: Array<Warehouse>;
  totalCount: Scalars['Int']['output'];
};

export type WarehouseSortField =
  | 'CITY'
  | 'NAME'
  | 'STATUS';

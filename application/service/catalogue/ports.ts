export interface BikeCategory {
  id: string;
  mcid: string;
  wording: string;
  sorg: string;
  type: string;
}

export interface BikeCategoryRepository {
  /** Bike categories of the sales organisations of the user's areas, by sales organisation and sort order. */
  forUserAreas(userId: string): Promise<BikeCategory[]>;
}

// Personas of the simulated exchange the journeys log in as (src/mocks/README.md, Logins).
export interface Player {
  userName: string;
  password: string;
}
export const RAHUL: Player = { userName: 'rahul', password: 'Rahul@123' };
export const NEWBIE: Player = { userName: 'newbie', password: 'Newbie@123' };

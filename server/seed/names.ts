/** Word lists for generated people, streets, businesses, notes and vehicles. Pure data. */

export const FIRST_NAMES = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Sophie', 'Zoe',
  'Harper', 'Ella', 'Ruby', 'Lily', 'Matilda', 'Evie', 'Sienna', 'Hannah', 'Emily', 'Georgia',
  'Priya', 'Mei', 'Aroha', 'Leilani', 'Fatima', 'Ananya', 'Yuki', 'Sofia', 'Lucia', 'Nina',
  'Oliver', 'Jack', 'Noah', 'William', 'Leo', 'Lucas', 'Thomas', 'Henry', 'James', 'Charlie',
  'Liam', 'Ethan', 'Mason', 'Samuel', 'Hugo', 'Max', 'Archie', 'Harrison', 'Cooper', 'Oscar',
  'Rahul', 'Wei', 'Tane', 'Nikau', 'Mohammed', 'Arjun', 'Hiroshi', 'Mateo', 'Luca', 'Daniel',
  'Michael', 'David', 'Sarah', 'Jessica', 'Rebecca', 'Andrew', 'Matthew', 'Emma', 'Laura', 'Ben',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson',
  'Thompson', 'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King',
  'Davis', 'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel',
  'Khan', 'Lewis', 'James', 'Phillips', 'Mitchell', 'Turner', "O'Brien", 'Campbell', 'Murphy', 'Young',
  'Chen', 'Wang', 'Li', 'Zhang', 'Tran', 'Singh', 'Kaur', 'Sharma', 'Papadopoulos', 'Rossi',
  'Bianchi', 'Kowalski', 'Novak', 'Murray', 'Stewart', 'Scott', 'Baker', 'Hughes', 'Edwards', 'Cooper',
  'Ngata', 'Parata', 'Tipene', 'Walsh', 'McDonald', 'Fraser', 'Hunt', 'Reid', 'Morris', 'Bennett',
  'Gray', 'Morgan', 'Watson', 'Bell', 'Ward', 'Russell', 'Price', 'Sullivan', 'Hayes', 'Dunn',
] as const;

export const STREET_NAMES = [
  'George', 'King', 'Queen', 'Victoria', 'Albert', 'Elizabeth', 'Church', 'High', 'Station', 'Park',
  'Railway', 'Bridge', 'Market', 'Mill', 'School', 'Hill', 'Beach', 'Ocean', 'Harbour', 'River',
  'Wattle', 'Banksia', 'Acacia', 'Waratah', 'Jacaranda', 'Grevillea', 'Eucalyptus', 'Bottlebrush', 'Kauri', 'Pohutukawa',
  'Cook', 'Flinders', 'Macquarie', 'Hume', 'Lawson', 'Wentworth', 'Bligh', 'Phillip', 'Hunter', 'Darling',
  'Ridge', 'Valley', 'Forest', 'Garden', 'Orchard', 'Meadow', 'Lake', 'Spring', 'Sunset', 'Highfield',
  'Carrington', 'Cambridge', 'Oxford', 'Windsor', 'Richmond', 'Stanley', 'Nelson', 'Wellington', 'Devon', 'Kent',
] as const;

export const STREET_TYPES = ['Street', 'Street', 'Street', 'Road', 'Road', 'Avenue', 'Parade', 'Crescent', 'Place', 'Lane', 'Drive', 'Court', 'Terrace', 'Close', 'Way'] as const;

export const BUSINESS_KINDS = ['Cafe', 'Deli', 'Bakery', 'Pharmacy', 'Grocer', 'Childcare Centre', 'Medical Centre', 'Gym', 'Dental', 'Bistro', 'Office'] as const;

export const INSTRUCTIONS = [
  'Leave at front door',
  'Please ring the doorbell',
  'Leave with concierge',
  'Leave behind the side gate',
  'Do not leave in the sun',
  'Beware of dog, leave at gate',
  'Call on arrival, unit has no buzzer',
  'Place in the esky by the door',
  'Leave in meter box',
  'Gate code 1357#',
  'Deliver to rear entrance',
  'Leave with neighbour at no. 12 if not home',
] as const;

export const FAILURE_REASONS = [
  'Nobody home, unsafe to leave',
  'Access denied: gated building',
  'Address not found',
  'Refused by recipient',
  'Damaged in transit',
  'Business closed',
  'Ran out of time on run',
] as const;

export const POD_TAGS = ['Front door', 'Front door', 'Front door', 'Porch', 'Side gate', 'Reception', 'Concierge'] as const;

export const VEHICLE_MODELS = ['Toyota HiAce', 'Ford Transit', 'Renault Master', 'Mercedes Sprinter', 'Hyundai iLoad', 'LDV Deliver 9', 'Isuzu NLR Refrigerated'] as const;

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** a registration plate such as 'CX12AB', derived from a number */
export function plate(n: number): string {
  const letter = (i: number): string => PLATE_LETTERS[i % PLATE_LETTERS.length] ?? 'X';
  return `${letter(n * 7)}${letter(n * 3 + 5)}${String(10 + (n % 90))}${letter(n + 11)}${letter(n * 13 + 2)}`;
}

/** an e-mail local part from a name: 'Liam O'Brien' -> 'liam.obrien' */
export function emailLocal(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
}
